import { PAYOUT_STATES } from '@showroom/contract/pro';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

/**
 * A pro's bank account for payouts (issue #23, `/payout_setup`): the payment gateway's token and what
 * the console shows. Never the account or routing number: those go to the gateway once and are gone.
 * Its row is also the lock a payout run takes for the pro (`for update skip locked`).
 */
export const pro_bank_accounts = pgTable('pro_bank_accounts', {
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

/**
 * Money paid (or being paid) to a pro's bank. A row is written `pending` before the gateway is asked,
 * so a pending payout already counts against the available balance: a crash after the gateway paid
 * cannot pay the same money again, and the retry asks the gateway with the same idempotency key
 * (`payout_<id>`). A `failed` payout gives its amount back to the available balance.
 */
export const pro_payouts = pgTable(
  'pro_payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount_cents: integer().notNull(),
    bank_token: text().notNull(),
    bank_last4: text().notNull(),
    state: text({ enum: PAYOUT_STATES }).notNull().default('pending'),
    gateway_payout_id: text(),
    created_at: timestamp({ withTimezone: true }).notNull(),
    /** Moved forward when a run leases the row, so no other run asks the gateway at the same time. */
    updated_at: timestamp({ withTimezone: true }).notNull(),
    paid_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('pro_payouts_user_idx').on(t.user_id, t.created_at),
    uniqueIndex('pro_payouts_gateway_unique').on(t.gateway_payout_id),
    check('pro_payouts_state_check', sql`${t.state} in ('pending', 'paid', 'failed')`),
    check('pro_payouts_amount_check', sql`${t.amount_cents} > 0`),
  ],
);
