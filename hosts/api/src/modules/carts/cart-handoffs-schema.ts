import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from './projects-schema.ts';

/**
 * One-time codes that carry a visitor's cart from a pro's site to the platform (decision 0076): the
 * code names the cart, is stored hashed (SHA-256), works once (`used_at`) and for a minute. A cart
 * that goes (merged, ordered, swept) takes its codes with it.
 */
export const cart_handoffs = pgTable(
  'cart_handoffs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cart_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    code_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('cart_handoffs_code_hash_unique').on(t.code_hash),
    index('cart_handoffs_cart_idx').on(t.cart_id),
  ],
);
