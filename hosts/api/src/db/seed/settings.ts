import { SETTING_DEFAULTS } from '../../services/settings.ts';
import type { Database } from '../client.ts';
import { settings } from '../schema.ts';

export async function seedSettings(db: Database): Promise<void> {
  await db.insert(settings).values(Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value })));
}
