import { brandingAllowed, isAddonActive, type MyItem, type ShopProfile } from '@showroom/contract';
import type { Settings } from '@showroom/contract/settings';
import { type BrandPalette, brandPalette } from './brand-palette.ts';
import { normalizeHexColor } from './color.ts';

/** Used when neither the pro's branding nor the platform settings give a colour. */
export const DEFAULT_PRIMARY_COLOR = '#2e7d32';

export interface Theme {
  /** Buttons, links and prices: `palette.primary`, readable on the surface (WCAG AA). */
  readonly primary: string;
  /** Text on `primary`. */
  readonly primaryContrast: string;
  /** The pro's business logo; null means the default product logo. */
  readonly logo: string | null;
  /** The whole contrast-checked palette derived from the one colour. */
  readonly palette: BrandPalette;
}

export type ThemeCssVariables = Record<
  | '--sr-primary'
  | '--sr-primary-contrast'
  | '--sr-primary-hover'
  | '--sr-primary-soft'
  | '--sr-primary-on-soft'
  | '--sr-brand'
  | '--sr-brand-contrast',
  string
>;

function isShopProfile(source: ShopProfile | MyItem): source is ShopProfile {
  return 'user_id' in source;
}

/** A pro earns branding with an active custom addon or a paid Premium plan (spec §4; the contract's rule). */
export function hasBrandingPlan(profile: ShopProfile): boolean {
  return brandingAllowed(profile).allowed;
}

/** The theme of one colour, which must be a normalised hex colour (so it always has a palette). */
export function themeOfColor(color: string, logo: string | null = null): Theme {
  const palette = brandPalette(color) ?? (brandPalette(DEFAULT_PRIMARY_COLOR) as BrandPalette);
  return { primary: palette.primary, primaryContrast: palette.onPrimary, logo, palette };
}

/**
 * The theme of spec §4 "Theming". A shop profile gets its theme colour and business logo when
 * its plan allows branding; a stored showroom selection gets its colour when custom_addon is
 * 1 or 'true'. Everything else gets the platform default. A colour that is not a hex colour
 * counts as absent, because it could not be checked for a readable contrast.
 */
export function themeFor(
  source: ShopProfile | MyItem | null | undefined,
  settings?: Pick<Settings, 'default_theme_color'>,
): Theme {
  const color = normalizeHexColor(source?.theme_color);
  if (source && color) {
    if (isShopProfile(source) ? hasBrandingPlan(source) : isAddonActive(source.custom_addon)) {
      return themeOfColor(color, source.business_logo || null);
    }
  }
  return themeOfColor(normalizeHexColor(settings?.default_theme_color) ?? DEFAULT_PRIMARY_COLOR);
}

/** The theme as the `--sr-*` custom properties the widget stylesheets read. */
export function themeCssVariables(theme: Theme): ThemeCssVariables {
  const { palette } = theme;
  return {
    '--sr-primary': theme.primary,
    '--sr-primary-contrast': theme.primaryContrast,
    '--sr-primary-hover': palette.primaryHover,
    '--sr-primary-soft': palette.primarySoft,
    '--sr-primary-on-soft': palette.onPrimarySoft,
    '--sr-brand': palette.brand,
    '--sr-brand-contrast': palette.onBrand,
  };
}
