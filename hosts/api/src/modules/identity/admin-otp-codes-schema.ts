import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users-schema.ts';

/**
 * Six-digit codes an Admin confirms after signing in (spec §6). Stored as an HMAC (a plain hash of six
 * digits is reversed by trying a million values); `attempts` caps guessing, a new code replaces the old.
 */
export const admin_otp_codes = pgTable(
  'admin_otp_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text().notNull(),
    attempts: integer().notNull().default(0),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    consumed_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('admin_otp_codes_user_idx').on(t.user_id),
    check('admin_otp_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
