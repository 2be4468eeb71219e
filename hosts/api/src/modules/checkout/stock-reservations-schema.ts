import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { product_sizes } from '../catalog/catalog-schema.ts';

/**
 * Units a running checkout has taken off `product_sizes.stock_qty`, written in the same statement as
 * the decrement. The order write deletes its holds (the units are sold); a refused card or a failed
 * write gives them back by deleting them; holds a dead process left behind are given back by the
 * payment settler after a while, so a crash mid-checkout never loses stock.
 */
export const stock_reservations = pgTable(
  'stock_reservations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The checkout's key (its gateway idempotency key): all holds of one purchase attempt. */
    hold_key: text().notNull(),
    size_id: integer()
      .notNull()
      .references(() => product_sizes.id, { onDelete: 'cascade' }),
    qty: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('stock_reservations_hold_key_idx').on(t.hold_key),
    index('stock_reservations_created_idx').on(t.created_at),
    check('stock_reservations_qty_check', sql`${t.qty} > 0`),
  ],
);
