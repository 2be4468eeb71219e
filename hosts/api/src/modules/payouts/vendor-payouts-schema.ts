import { PAYOUT_STATES } from '@showroom/contract/pro';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';
import { order_items } from '../orders/orders-schema.ts';

/**
 * Money paid (or being paid) to a vendor's bank account (issue #24, decision 0099), as the pros'
 * `pro_payouts`: written `pending` with its lines before the gateway is asked, so the items it carries
 * count as paid at once; the retry after a crash asks the gateway with the same idempotency key
 * (`vendor_payout_<id>`). A `failed` payout loses its lines, so its items are payable again.
 */
export const vendor_payouts = pgTable(
  'vendor_payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vendor_id: integer()
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
    index('vendor_payouts_vendor_idx').on(t.vendor_id, t.created_at),
    index('vendor_payouts_pending_idx').on(t.updated_at).where(sql`${t.state} = 'pending'`),
    uniqueIndex('vendor_payouts_gateway_unique').on(t.gateway_payout_id),
    check('vendor_payouts_state_check', sql`${t.state} in ('pending', 'paid', 'failed')`),
    check('vendor_payouts_amount_check', sql`${t.amount_cents} > 0`),
  ],
);

/** A line's kind: an item's payment, or taking it back once it was returned after that payment. */
export const VENDOR_PAYOUT_LINE_KINDS = ['payment', 'return'] as const;

/**
 * The ledger: one row per item a payout carried. An item is paid once and taken back once at most
 * (the unique index, whatever two runs decide), and a return after its payment is a negative line of
 * a later payout.
 */
export const vendor_payout_lines = pgTable(
  'vendor_payout_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    payout_id: integer()
      .notNull()
      .references(() => vendor_payouts.id, { onDelete: 'cascade' }),
    order_item_id: integer()
      .notNull()
      .references(() => order_items.id),
    kind: text({ enum: VENDOR_PAYOUT_LINE_KINDS }).notNull(),
    amount_cents: integer().notNull(),
  },
  (t) => [
    uniqueIndex('vendor_payout_lines_item_kind_unique').on(t.order_item_id, t.kind),
    index('vendor_payout_lines_payout_idx').on(t.payout_id),
    check('vendor_payout_lines_kind_check', sql`${t.kind} in ('payment', 'return')`),
    check(
      'vendor_payout_lines_sign_check',
      sql`(${t.kind} = 'payment' and ${t.amount_cents} > 0) or (${t.kind} = 'return' and ${t.amount_cents} < 0)`,
    ),
  ],
);

/**
 * When a vendor with money to be paid and no bank account was last told so: the hourly run tells them
 * once a week at most, whichever process runs it (one upsert decides).
 */
export const vendor_payout_reminders = pgTable('vendor_payout_reminders', {
  vendor_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notified_at: timestamp({ withTimezone: true }).notNull(),
});
