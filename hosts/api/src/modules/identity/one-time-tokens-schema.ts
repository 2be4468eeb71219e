import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users-schema.ts';

/**
 * What a one-time token lets its holder do: mailed links, and the hand-off that carries a session
 * signed in inside an embed over to the platform's own origin.
 */
export const ONE_TIME_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'session_handoff'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * E-mail verification and password reset links: hashed (SHA-256), single-use (`used_at`), expiring.
 * One table for both because they behave identically; `purpose` keeps a reset token from verifying
 * an address and the other way round.
 */
export const one_time_tokens = pgTable(
  'one_time_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    token_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_unique').on(t.token_hash),
    index('one_time_tokens_user_purpose_idx').on(t.user_id, t.purpose),
    check(
      'one_time_tokens_purpose_check',
      sql`${t.purpose} in ('verify_email', 'reset_password', 'session_handoff')`,
    ),
  ],
);
