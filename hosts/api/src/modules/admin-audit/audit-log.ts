import type { AdminAuditEntry, AdminAuditFilters } from '@showroom/contract/admin';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DAY_MS } from '../../providers/clock/clock.ts';
import { admin_audit_log } from './admin-audit-schema.ts';

function conditionsOf(filters: AdminAuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(admin_audit_log.action, filters.action));
  if (filters.admin !== undefined) conditions.push(eq(admin_audit_log.admin_id, filters.admin));
  if (filters.from) conditions.push(gte(admin_audit_log.created_at, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to)
    conditions.push(lt(admin_audit_log.created_at, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the audit log, newest first, and how many entries match. */
export async function listAuditLog(
  db: Database,
  filters: AdminAuditFilters,
  page: number,
  perPage: number,
): Promise<{ items: AdminAuditEntry[]; total: number }> {
  const where = conditionsOf(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(admin_audit_log)
      .where(where)
      .orderBy(desc(admin_audit_log.created_at), desc(admin_audit_log.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(admin_audit_log).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      admin_id: row.admin_id,
      admin_email: row.admin_email,
      action: row.action,
      subject_type: row.subject_type,
      subject_id: row.subject_id,
      before: row.before,
      after: row.after,
      created_at: row.created_at.toISOString(),
    })),
    total: counted?.n ?? 0,
  };
}
