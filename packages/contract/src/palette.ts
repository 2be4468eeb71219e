/**
 * `@showroom/contract/palette`: the colour maths turning one theme colour into a WCAG AA-checked palette
 * (culori). A separate entry, not in the main one, so no widget or shell page downloads it: the server
 * sends palettes with the shop profile and the settings, and only the pros' console (its live preview)
 * imports this (decision 0091).
 */
export {
  AA_TEXT_CONTRAST,
  brandPalette,
  contrastRatio,
  PALETTE_SURFACE,
  paletteOfThemeColor,
} from './theming/brand-palette.ts';
export { DEFAULT_PRIMARY_COLOR, normalizeHexColor } from './theming/hex-color.ts';
