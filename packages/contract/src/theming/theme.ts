import { brandingAllowed } from '../showrooms/branding.ts';
import { isAddonActive, type MyItem } from '../showrooms/my-item.ts';
import type { ShopProfile } from '../showrooms/shop-profile.ts';
import { type BrandPalette, DEFAULT_BRAND_PALETTE } from './palette-schema.ts';

export interface Theme {
  /** Buttons, links and prices: `palette.primary`, readable on the surface (WCAG AA). */
  readonly primary: string;
  /** Text on `primary`. */
  readonly primaryContrast: string;
  /** The pro's business logo; null means the default product logo. */
  readonly logo: string | null;
  /** The whole contrast-checked palette the server derived from the one colour. */
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

/** The theme of a palette; without one (not sent yet, or stored before palettes were), the default palette. */
export function themeOfPalette(palette: BrandPalette | null | undefined, logo: string | null = null): Theme {
  const resolved = palette ?? DEFAULT_BRAND_PALETTE;
  return { primary: resolved.primary, primaryContrast: resolved.onPrimary, logo, palette: resolved };
}

/**
 * The theme of spec §4 "Theming". A shop profile gets its palette and business logo when its plan
 * allows branding; a stored showroom selection gets them when custom_addon is 1 or 'true'. The server
 * derives the palette from the theme colour (null without a hex colour, which could not be checked for
 * a readable contrast), so no widget carries the colour maths. Everything else gets the settings'
 * palette, else the built-in default.
 */
export function themeFor(
  source: ShopProfile | MyItem | null | undefined,
  // The settings' palette, by its shape: the settings' schema imports the base entry, which exports this.
  settings?: { readonly palette?: BrandPalette | undefined },
): Theme {
  if (source?.palette) {
    if (isShopProfile(source) ? brandingAllowed(source).allowed : isAddonActive(source.custom_addon)) {
      return themeOfPalette(source.palette, source.business_logo || null);
    }
  }
  return themeOfPalette(settings?.palette);
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
