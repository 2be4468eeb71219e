import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users-schema.ts';

/** A user's one shipping address (registration step 2, profile, checkout). */
export const shipping_addresses = pgTable('shipping_addresses', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  street: text().notNull(),
  state: text().notNull(),
  city: text().notNull(),
  zip_code: text().notNull(),
  apartment: text(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
