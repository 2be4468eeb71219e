import { DEFAULT_BRAND_PALETTE, ROUTE_PATHS, shellPath } from '@showroom/contract';
import { paletteOfThemeColor } from '@showroom/contract/palette';
import type { Settings } from '@showroom/contract/settings';
import type { Database } from '../../db/client.ts';
import { SETTING_DEFAULTS } from '../../db/setting-defaults.ts';
import { settings } from './settings-schema.ts';

type StoredSettingKey = keyof typeof SETTING_DEFAULTS;

export async function readSettings(db: Database, platformOrigin: string): Promise<Settings> {
  const rows = await db.select().from(settings);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const value = (key: StoredSettingKey) => stored.get(key) ?? SETTING_DEFAULTS[key];
  return {
    app_name: value('app_name'),
    support_email: value('support_email'),
    support_phone: value('support_phone'),
    company_address: value('company_address'),
    platform_url: `${platformOrigin}${shellPath(ROUTE_PATHS.home)}`,
    powered_by_url: `${platformOrigin}${shellPath(ROUTE_PATHS.aboutUs)}`,
    default_theme_color: value('default_theme_color'),
    palette: paletteOfThemeColor(value('default_theme_color')) ?? DEFAULT_BRAND_PALETTE,
  };
}
