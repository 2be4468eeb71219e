import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * AI design's own accounts (spec §1: "its own login and a credit balance", decision 0110): apart from
 * `users`, so an AI sign-in reaches nothing of the shop and a shop token nothing of AI design.
 * `credits` is the balance, changed only with a ledger line in the same transaction under the row's lock.
 */
export const ai_users = pgTable(
  'ai_users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    /** argon2id PHC string (lib/passwords.ts); never leaves the server. */
    password_hash: text().notNull(),
    email_verified_at: timestamp({ withTimezone: true }),
    credits: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ai_users_email_lower_unique').on(sql`lower(${t.email})`),
    check('ai_users_credits_check', sql`${t.credits} >= 0`),
  ],
);

/**
 * AI design's bearer tokens (`<id>|<40 characters>`, sent in `AuthorizationAI`): only the SHA-256 of
 * the secret part is kept, as the shop's tokens. Their own table, so neither kind opens the other.
 */
export const ai_tokens = pgTable(
  'ai_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ai_user_id: integer()
      .notNull()
      .references(() => ai_users.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    last_used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('ai_tokens_user_idx').on(t.ai_user_id)],
);

/** E-mail verification links of AI accounts: hashed, single-use, expiring. */
export const ai_verification_tokens = pgTable(
  'ai_verification_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ai_user_id: integer()
      .notNull()
      .references(() => ai_users.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ai_verification_tokens_hash_unique').on(t.token_hash),
    index('ai_verification_tokens_user_idx').on(t.ai_user_id),
  ],
);
