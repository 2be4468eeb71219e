import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users-schema.ts';

/**
 * Bearer tokens (`<id>|<40 random characters>`). Only the SHA-256 of the random part is stored, so a
 * leaked table cannot be replayed. Logout and password changes delete rows; there is no "revoked" flag.
 */
export const personal_access_tokens = pgTable(
  'personal_access_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What issued it (login, register, social:google, ...), for support and audits. */
    name: text().notNull(),
    /** Hex SHA-256 of the secret part. */
    token_hash: text().notNull(),
    /** Updated at most once a minute; the idle lifetime counts from here. */
    last_used_at: timestamp({ withTimezone: true }),
    /** When this session passed the Admin OTP step; admin routes need it (null: not passed). */
    otp_verified_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('personal_access_tokens_user_idx').on(t.user_id)],
);
