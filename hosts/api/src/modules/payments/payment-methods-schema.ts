import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

/**
 * A card saved with the payment gateway. Never the full number or the CVV: the gateway keeps the card
 * and gives a token; we keep what screens show (brand, last four, expiry, name, billing address).
 * The checks make the database itself refuse anything longer than four digits in `last4`.
 */
export const payment_methods = pgTable(
  'payment_methods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which PaymentGateway issued the token (sandbox, stripe). */
    gateway: text().notNull(),
    gateway_token: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    exp_month: integer().notNull(),
    exp_year: integer().notNull(),
    name_on_card: text(),
    billing_street: text(),
    billing_state: text(),
    billing_city: text(),
    billing_zip_code: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.user_id, t.created_at.desc()),
    check('payment_methods_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('payment_methods_exp_month_check', sql`${t.exp_month} between 1 and 12`),
    check('payment_methods_exp_year_check', sql`${t.exp_year} between 2000 and 2200`),
  ],
);
