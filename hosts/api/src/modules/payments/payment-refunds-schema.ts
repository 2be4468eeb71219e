import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { order_items } from '../orders/orders-schema.ts';
import { payments } from './payments-schema.ts';

export const PAYMENT_REFUND_STATES = ['pending', 'refunded'] as const;
export type PaymentRefundState = (typeof PAYMENT_REFUND_STATES)[number];

/**
 * Every refund of a payment, written in the transaction that decides it (an item cancelled by a
 * vendor-side user or an admin, or the order cancelled) and sent to the gateway after the commit
 * with an idempotency key of its own, so a retry never refunds twice. The sum of a payment's rows
 * never exceeds what was captured; `payments.refunded_cents` adds up the rows the gateway confirmed.
 * A row still `pending` after a while is sent again by the payment settler.
 */
export const payment_refunds = pgTable(
  'payment_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    payment_id: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The cancelled item this refund returns; null for the rest of the payment when the order is cancelled. */
    order_item_id: integer().references(() => order_items.id, { onDelete: 'set null' }),
    amount_cents: integer().notNull(),
    state: text({ enum: PAYMENT_REFUND_STATES }).notNull().default('pending'),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Moved forward when a process takes the row to send it (a lease, as for `payments`). */
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.payment_id),
    // An item is refunded once; the rest of a payment once.
    uniqueIndex('payment_refunds_item_unique').on(t.order_item_id),
    uniqueIndex('payment_refunds_rest_unique').on(t.payment_id).where(sql`${t.order_item_id} is null`),
    index('payment_refunds_pending_idx').on(t.updated_at).where(sql`${t.state} = 'pending'`),
    check('payment_refunds_amount_check', sql`${t.amount_cents} > 0`),
    check('payment_refunds_state_check', sql`${t.state} in ('pending', 'refunded')`),
  ],
);
