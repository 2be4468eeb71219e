import { isAddonActive, type MyItem, planAllowsBranding, type ShopProfile } from '@showroom/contract';
import type { Settings } from '@showroom/contract/settings';
import { contrastColor, normalizeHexColor } from './color.ts';

/** Used when neither the pro's branding nor the platform settings give a colour. */
export const DEFAULT_PRIMARY_COLOR = '#2e7d32';

export interface Theme {
  readonly primary: string;
  readonly primaryContrast: string;
  /** The pro's business logo; null means the default product logo. */
  readonly logo: string | null;
}

export type ThemeCssVariables = Record<'--sr-primary' | '--sr-primary-contrast', string>;

function isShopProfile(source: ShopProfile | MyItem): source is ShopProfile {
  return 'user_id' in source;
}

function branded(color: string, logo: string | null | undefined): Theme {
  return { primary: color, primaryContrast: contrastColor(color), logo: logo || null };
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
    if (isShopProfile(source) ? planAllowsBranding(source) : isAddonActive(source.custom_addon)) {
      return branded(color, source.business_logo);
    }
  }
  const fallback = normalizeHexColor(settings?.default_theme_color) ?? DEFAULT_PRIMARY_COLOR;
  return { primary: fallback, primaryContrast: contrastColor(fallback), logo: null };
}

/** The theme as the `--sr-*` custom properties the widget stylesheets read. */
export function themeCssVariables(theme: Theme): ThemeCssVariables {
  return { '--sr-primary': theme.primary, '--sr-primary-contrast': theme.primaryContrast };
}
