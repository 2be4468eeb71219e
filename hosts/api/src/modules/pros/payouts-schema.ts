import { PAYOUT_STATES } from '@showroom/contract/pro';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

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
