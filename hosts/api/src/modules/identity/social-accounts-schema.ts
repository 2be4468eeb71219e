import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users-schema.ts';

/** A provider identity (Google, Facebook) linked to a user; one identity belongs to one user. */
export const social_accounts = pgTable(
  'social_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    provider_user_id: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('social_accounts_provider_identity_unique').on(t.provider, t.provider_user_id),
    index('social_accounts_user_idx').on(t.user_id),
  ],
);
