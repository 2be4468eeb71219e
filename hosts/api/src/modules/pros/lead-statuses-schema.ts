import { LEAD_KINDS, LEAD_STATUSES } from '@showroom/contract/pro';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The status a pro gave one of their showroom's leads (decision 0088). A lead without a row is New,
 * so the lead form and registration write nothing here. `lead_id` is a sample request's id or a
 * homeowner's user id, as `kind` says; the row goes with the pro.
 */
export const lead_statuses = pgTable(
  'lead_statuses',
  {
    showroom_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: LEAD_KINDS }).notNull(),
    lead_id: integer().notNull(),
    status: text({ enum: LEAD_STATUSES }).notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.showroom_id, t.kind, t.lead_id] }),
    check('lead_statuses_kind_check', sql`${t.kind} in (${quoted(LEAD_KINDS)})`),
    check('lead_statuses_status_check', sql`${t.status} in (${quoted(LEAD_STATUSES)})`),
  ],
);
