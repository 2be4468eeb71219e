import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';
import { orders } from '../orders/orders-schema.ts';

export const PAYMENT_STATES = ['authorized', 'captured', 'voided', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Our record of each authorization at the gateway: written before the order, linked to it after.
 * An `authorized` row with no order after a while is an abandoned checkout: a start-up job voids it.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    order_id: integer().references(() => orders.id, { onDelete: 'set null' }),
    gateway: text().notNull(),
    /** The gateway's id of the authorization (Stripe: a PaymentIntent id). */
    authorization_id: text().notNull(),
    amount_cents: integer().notNull(),
    refunded_cents: integer().notNull().default(0),
    state: text({ enum: PAYMENT_STATES }).notNull(),
    card_brand: text().notNull(),
    card_last4: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_gateway_authorization_unique').on(t.gateway, t.authorization_id),
    index('payments_order_idx').on(t.order_id),
    index('payments_unlinked_idx')
      .on(t.created_at)
      .where(sql`${t.state} = 'authorized' and ${t.order_id} is null`),
    check('payments_state_check', sql`${t.state} in ('authorized', 'captured', 'voided', 'refunded')`),
    check('payments_card_last4_check', sql`${t.card_last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * `Idempotency-Key` of payment and order-creating calls (per caller): the first request takes the
 * key; a retry while it runs waits, one after it gets the stored answer. A key reused with another
 * body is refused. Lives in the database, so it holds across API processes.
 */
export const idempotency_keys = pgTable(
  'idempotency_keys',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** Which call took the key (e.g. `checkout`), so one key cannot answer another call. */
    scope: text().notNull(),
    /** sha256 of the canonical request body: a reused key with another body is an error. */
    request_hash: text().notNull(),
    /** Null while the first request runs. */
    response_status: integer(),
    response_body: jsonb(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.key] }),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);
