import type { Settings } from '@showroom/contract';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema.ts';

/**
 * Editable platform content and its defaults (the seed stores these). The platform and "powered by"
 * URLs are not stored: they follow PLATFORM_ORIGIN, so a changed port or domain never leaves stale
 * links in the database.
 */
export const SETTING_DEFAULTS = {
  app_name: 'Showroom',
  support_email: 'support@showroom.test',
  support_phone: '(800) 555-0142',
  company_address: '100 Market Street, Suite 400, San Francisco, CA 94105',
  default_theme_color: '#15803d',
} as const;

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
    platform_url: `${platformOrigin}/showroom/`,
    powered_by_url: `${platformOrigin}/showroom/about_us`,
    default_theme_color: value('default_theme_color'),
  };
}
