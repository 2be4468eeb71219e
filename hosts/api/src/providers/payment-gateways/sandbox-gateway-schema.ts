import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox gateway's own books (it plays the card processor, so it keeps what a processor keeps:
 * card tokens with display data and a test outcome, and charges). Never a card number or CVC.
 */
export const sandbox_card_tokens = pgTable('sandbox_card_tokens', {
  token: text().primaryKey(),
  brand: text().notNull(),
  last4: text().notNull(),
  exp_month: integer().notNull(),
  exp_year: integer().notNull(),
  /** What charging it does: `ok`, or the processor's decline code (card_declined, insufficient_funds). */
  outcome: text().notNull(),
  /** Single-use tokens (from the card fields) are spent by one authorization; saved cards are reusable. */
  reusable: boolean().notNull().default(false),
  used_at: timestamp({ withTimezone: true }),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const SANDBOX_CHARGE_STATES = ['authorized', 'captured', 'voided', 'refunded'] as const;

export const sandbox_charges = pgTable(
  'sandbox_charges',
  {
    id: text().primaryKey(),
    token: text().notNull(),
    amount_cents: integer().notNull(),
    refunded_cents: integer().notNull().default(0),
    state: text({ enum: SANDBOX_CHARGE_STATES }).notNull(),
    /** A processor's own idempotency: the same key authorizes once. */
    idempotency_key: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_charges_idempotency_unique').on(t.idempotency_key)],
);

/** The sandbox's refunds, by the caller's idempotency key: a repeated refund request refunds once. */
export const sandbox_refunds = pgTable('sandbox_refunds', {
  idempotency_key: text().primaryKey(),
  charge_id: text()
    .notNull()
    .references(() => sandbox_charges.id, { onDelete: 'cascade' }),
  amount_cents: integer().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox's bank accounts (it plays the processor's bank-account tokenisation): the token with
 * display data and a test outcome. Never the account or routing number.
 */
export const sandbox_bank_accounts = pgTable('sandbox_bank_accounts', {
  token: text().primaryKey(),
  bank_name: text().notNull(),
  last4: text().notNull(),
  /** What paying out to it does: `ok`, or `account_closed` (the sandbox's failing test account). */
  outcome: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox's payouts, by the caller's idempotency key: a repeated request pays once. */
export const sandbox_payouts = pgTable('sandbox_payouts', {
  idempotency_key: text().primaryKey(),
  id: text().notNull().unique(),
  token: text().notNull(),
  amount_cents: integer().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
