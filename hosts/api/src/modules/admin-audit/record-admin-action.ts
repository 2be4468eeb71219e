import type { AdminAction } from '@showroom/contract/admin';
import type { Database } from '../../db/client.ts';
import { admin_audit_log } from './admin-audit-schema.ts';

/** The admin who acts, as their session names them. */
export interface AuditActor {
  readonly id: number;
  readonly email: string;
}

export interface AdminActionRecord {
  actor: AuditActor;
  action: AdminAction;
  /** The record acted on: its kind (`user`, `settings`, `order_item`, ...) and id. */
  subject: { readonly type: string; readonly id: string | number };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

/**
 * Writes one entry of the audit log. Every admin route calls it with the transaction that makes the
 * change, so an action and its entry are kept or lost together.
 */
export async function recordAdminAction(tx: Database, entry: AdminActionRecord): Promise<void> {
  await tx.insert(admin_audit_log).values({
    admin_id: entry.actor.id,
    admin_email: entry.actor.email,
    action: entry.action,
    subject_type: entry.subject.type,
    subject_id: String(entry.subject.id),
    before: entry.before,
    after: entry.after,
    created_at: entry.at,
  });
}
