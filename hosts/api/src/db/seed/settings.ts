import type { Database } from '../client.ts';
import { settings } from '../schema.ts';
import { SETTING_DEFAULTS } from '../setting-defaults.ts';

export async function seedSettings(db: Database): Promise<void> {
  await db.insert(settings).values(Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value })));
}
