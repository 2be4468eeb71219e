import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ai_users } from './ai-accounts-schema.ts';

export const AI_CREDIT_REASONS = ['grant', 'purchase', 'design'] as const;
export type AiCreditReason = (typeof AI_CREDIT_REASONS)[number];

/**
 * Every change of an AI user's credits (decision 0110): the starter grant, a paid pack, a design's spend
 * (negative). Written in the transaction that changes `ai_users.credits`, so the balance is the sum.
 * `source_id` is the purchase's or design request's id: unique per reason, so nothing is counted twice.
 */
export const ai_credit_ledger = pgTable(
  'ai_credit_ledger',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ai_user_id: integer()
      .notNull()
      .references(() => ai_users.id, { onDelete: 'cascade' }),
    reason: text({ enum: AI_CREDIT_REASONS }).notNull(),
    /** Credits added (positive) or spent (negative). */
    change: integer().notNull(),
    /** The balance right after this line. */
    balance: integer().notNull(),
    source_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('ai_credit_ledger_user_idx').on(t.ai_user_id, t.id),
    uniqueIndex('ai_credit_ledger_source_unique').on(t.reason, t.source_id),
    check('ai_credit_ledger_balance_check', sql`${t.balance} >= 0`),
    check('ai_credit_ledger_reason_check', sql`${t.reason} in ('grant', 'purchase', 'design')`),
  ],
);

export const AI_PURCHASE_STATUSES = ['pending', 'paid'] as const;

/**
 * A credit pack bought by card: written `pending` before the card is charged (so a retry of the same
 * Idempotency-Key finishes it and never charges twice), `paid` with its ledger line. A refused card
 * deletes its pending row. Never a card number: the gateway's token, brand and last four.
 */
export const ai_credit_purchases = pgTable(
  'ai_credit_purchases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ai_user_id: integer()
      .notNull()
      .references(() => ai_users.id, { onDelete: 'cascade' }),
    pack: text().notNull(),
    credits: integer().notNull(),
    price_cents: integer().notNull(),
    status: text({ enum: AI_PURCHASE_STATUSES }).notNull().default('pending'),
    idempotency_key: text().notNull(),
    gateway: text().notNull(),
    gateway_token: text().notNull(),
    /** When a call took the charge on: another call of the key waits (409) until it is paid or 2 minutes pass. */
    charging_since: timestamp({ withTimezone: true }),
    authorization_id: text(),
    card_brand: text(),
    card_last4: text(),
    paid_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ai_credit_purchases_user_key_unique').on(t.ai_user_id, t.idempotency_key),
    check('ai_credit_purchases_amounts_check', sql`${t.credits} > 0 and ${t.price_cents} > 0`),
  ],
);
