import { ADMIN_SETTING_KEYS, type AdminSettingsRequest } from '@showroom/contract/admin';
import type { Settings } from '@showroom/contract/settings';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { type AuditActor, recordAdminAction } from '../admin-audit/index.ts';
import { readSettings } from './settings.ts';
import { settings } from './settings-schema.ts';

/** Just the edited keys of a settings answer, as the audit log keeps them. */
function editedOf(values: AdminSettingsRequest | Settings): Record<string, string> {
  return Object.fromEntries(ADMIN_SETTING_KEYS.map((key) => [key, values[key]]));
}

/**
 * Stores an admin's settings and records the change (before and after) in the audit log, in one
 * transaction. The settings table's trigger tells every API process to drop its cached answer.
 */
export async function saveSettings(
  deps: { db: Database; clock: Clock; platformOrigin: string },
  values: AdminSettingsRequest,
  actor: AuditActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // One admin's save at a time, so each entry's "before" is what the previous save left.
    await tx.execute(sql`lock table ${settings} in share row exclusive mode`);
    const before = editedOf(await readSettings(tx, deps.platformOrigin));
    await tx
      .insert(settings)
      .values(ADMIN_SETTING_KEYS.map((key) => ({ key, value: values[key] })))
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
    await recordAdminAction(tx, {
      actor,
      action: 'settings.update',
      subject: { type: 'settings', id: 'platform' },
      before,
      after: editedOf(values),
      at: deps.clock.now(),
    });
  });
}
