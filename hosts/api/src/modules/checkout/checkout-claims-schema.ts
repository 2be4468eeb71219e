import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../carts/projects-schema.ts';
import { orders } from '../orders/orders-schema.ts';

/**
 * Which purchase attempt is buying a cart (issue #21): a checkout claims the cart under its key
 * before it reserves or authorizes anything, and the order write requires that claim, so one cart
 * gives at most one order whatever the Idempotency-Keys. The row keeps the order it gave, so a retry
 * of the same key finds that order before looking at the (now empty) cart.
 */
export const checkout_claims = pgTable(
  'checkout_claims',
  {
    /** The checkout's key (its gateway idempotency key and stock hold key). */
    hold_key: text().primaryKey(),
    cart_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Refreshed by each attempt of the key; an open claim this old belongs to a dead attempt. */
    claimed_at: timestamp({ withTimezone: true }).notNull(),
    /** The order this attempt wrote; null while the claim is open. */
    order_id: integer().references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // One open claim per cart: the rest wait for it.
    uniqueIndex('checkout_claims_open_cart_idx').on(t.cart_id).where(sql`${t.order_id} is null`),
    index('checkout_claims_claimed_idx').on(t.claimed_at),
  ],
);
