import { MAX_CART_QTY } from '@showroom/contract/cart';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { product_sizes, products } from '../catalog/catalog-schema.ts';
import { projects } from './projects-schema.ts';

/**
 * A cart line (spec "Project_tans lines (each with qty)"): one product in one size and colour. The same
 * product, size and colour adds to its line (the unique key treats "no size" / "no colour" as a value,
 * so `insert … on conflict do update` sums qty). Prices are never stored: the cart is priced at read
 * time in its showroom, so a markup change or a move to another showroom reprices it.
 */
export const project_tans = pgTable(
  'project_tans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // A line is that size: when the size goes, so does the line (set null could collide with a no-size line).
    size_id: integer().references(() => product_sizes.id, { onDelete: 'cascade' }),
    colour: text(),
    qty: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('project_tans_line_unique').on(t.project_id, t.product_id, t.size_id, t.colour).nullsNotDistinct(),
    index('project_tans_product_idx').on(t.product_id),
    index('project_tans_size_idx').on(t.size_id),
    check('project_tans_qty_check', sql`${t.qty} between 1 and ${sql.raw(String(MAX_CART_QTY))}`),
  ],
);
