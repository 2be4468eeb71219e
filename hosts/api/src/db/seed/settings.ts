import { settings } from '../../modules/settings/settings-schema.ts';
import type { Database } from '../client.ts';
import { SETTING_DEFAULTS } from '../setting-defaults.ts';

export async function seedSettings(db: Database): Promise<void> {
  await db.insert(settings).values(Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value })));
}
