import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

/**
 * Every admin action (decision 0095): who (the admin, and their e-mail as it was, so the entry outlives
 * the account), what (an action name of the contract's ADMIN_ACTIONS, on which record), the record's
 * fields before and after, and when. Written in the transaction of the action it records.
 */
export const admin_audit_log = pgTable(
  'admin_audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    admin_id: integer().references(() => users.id, { onDelete: 'set null' }),
    admin_email: text().notNull(),
    action: text().notNull(),
    subject_type: text().notNull(),
    subject_id: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('admin_audit_log_action_created_idx').on(t.action, t.created_at.desc()),
  ],
);
