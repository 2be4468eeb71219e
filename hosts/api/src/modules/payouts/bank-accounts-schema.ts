import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

/**
 * The bank account a pro (issue #23, `/payout_setup`) or a vendor (issue #24, `/vendor/payouts`) is
 * paid to: the payment gateway's token and what their screens show. Never the account or routing
 * number: those go to the gateway once and are gone. One row per user (a user is a pro or a vendor,
 * never both); its row is also the lock a payout run takes for that user (`for update skip locked`).
 */
export const payout_bank_accounts = pgTable('payout_bank_accounts', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bank_token: text().notNull(),
  bank_name: text().notNull(),
  last4: text().notNull(),
  account_holder: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull(),
  updated_at: timestamp({ withTimezone: true }).notNull(),
});
