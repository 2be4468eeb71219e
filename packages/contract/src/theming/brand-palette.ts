import {
  converter,
  formatHex,
  modeLrgb,
  modeOklch,
  modeRgb,
  type Oklch,
  parse,
  toGamut,
  useMode,
  wcagContrast,
} from 'culori/fn';
import { DARK_TEXT, LIGHT_TEXT, normalizeHexColor } from './hex-color.ts';
import type { BrandPalette } from './palette-schema.ts';

// culori's tree-shakable entry: only the colour spaces the palette needs are registered (about 6 KB brotli).
useMode(modeRgb);
useMode(modeLrgb);
useMode(modeOklch);

const toOklch = converter('oklch');
const intoSrgb = toGamut('rgb', 'oklch');

/** WCAG 2 AA for body text. */
export const AA_TEXT_CONTRAST = 4.5;

/** The page and widget surface the palette's text colours are checked against (`--sr-surface`). */
export const PALETTE_SURFACE = '#ffffff';

/** Lightness step (OKLCH) while looking for a shade that passes: small enough that the hue reads the same. */
const LIGHTNESS_STEP = 0.01;

const hexOf = (color: Oklch, lightness: number): string =>
  formatHex(intoSrgb({ ...color, l: Math.min(1, Math.max(0, lightness)) }));

/**
 * `color` itself when `passes` holds for it (unchanged, with no round trip through OKLCH), else the first
 * shade, stepping lightness from the colour's own in `direction`, for which it holds.
 */
function shadeThat(color: Oklch, direction: -1 | 1, passes: (hex: string) => boolean): string {
  const itself = formatHex(color);
  if (passes(itself)) return itself;
  for (let step = 1; step * LIGHTNESS_STEP <= 1; step++) {
    const hex = hexOf(color, color.l + direction * step * LIGHTNESS_STEP);
    if (passes(hex)) return hex;
  }
  return direction < 0 ? '#000000' : '#ffffff';
}

/** The text colour (light or dark) that reads better on `background`. */
function textOn(background: string): string {
  return wcagContrast(LIGHT_TEXT, background) >= wcagContrast(DARK_TEXT, background) ? LIGHT_TEXT : DARK_TEXT;
}

const readsOn = (background: string, text: string) => wcagContrast(text, background) >= AA_TEXT_CONTRAST;

/** The palette of `color` (any CSS colour culori parses; a `#rrggbb` from the console); null if unreadable. */
export function brandPalette(color: string): BrandPalette | null {
  const parsed = parse(color);
  if (!parsed) return null;
  const base = toOklch(parsed);
  // Achromatic colours come without a hue; any hue will do at zero chroma.
  const chosen: Oklch = { ...base, h: base.h ?? 0 };
  const awayFromMiddle = chosen.l > 0.6 ? 1 : -1;
  const brand = shadeThat(chosen, awayFromMiddle, (hex) => readsOn(hex, textOn(hex)));
  const primary = shadeThat(chosen, -1, (hex) => readsOn(PALETTE_SURFACE, hex) && readsOn(hex, LIGHT_TEXT));
  const primaryShade = toOklch(parse(primary) ?? parsed);
  const primaryHover = hexOf({ ...primaryShade, h: primaryShade.h ?? 0 }, primaryShade.l - 0.06);
  const primarySoft = hexOf({ ...chosen, c: Math.min(chosen.c, 0.04) }, 0.96);
  const onPrimarySoft = shadeThat({ ...primaryShade, h: primaryShade.h ?? 0 }, -1, (hex) =>
    readsOn(primarySoft, hex),
  );
  return {
    brand,
    onBrand: textOn(brand),
    primary,
    onPrimary: LIGHT_TEXT,
    primaryHover,
    primarySoft,
    onPrimarySoft,
  };
}

/**
 * The palette of a stored theme colour: only a hex colour counts (anything else could not be checked
 * for a readable contrast), so anything else is null.
 */
export function paletteOfThemeColor(value: string | null | undefined): BrandPalette | null {
  const color = normalizeHexColor(value);
  return color ? brandPalette(color) : null;
}

/** The WCAG 2 contrast ratio of two colours (1 to 21), as the console's preview shows it. */
export function contrastRatio(text: string, background: string): number {
  return wcagContrast(text, background);
}
