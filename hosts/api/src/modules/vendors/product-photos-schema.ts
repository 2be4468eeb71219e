import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../lib/bytea-column.ts';
import { products } from '../catalog/catalog-schema.ts';

/**
 * A vendor's product photos (decision 0098), checked against spec §5 and kept at the web widths as webp,
 * EXIF and all other metadata gone. In the database like the pros' pictures, so every API process serves
 * them (several may share one database). Served by their random `token`, never by id or file name.
 * Archiving a product keeps them; only the vendor's own delete removes one.
 */
export const product_photos = pgTable(
  'product_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    token: text().notNull().unique(),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 0 is the main photo, the one the catalogue shows; the rest follow in the vendor's order. */
    position: integer().notNull(),
    /** The uploaded photo's own size, upright. */
    width: integer().notNull(),
    height: integer().notNull(),
    /** 400 pixels wide (never enlarged). */
    small: bytea().notNull(),
    /** 1200 pixels wide (never enlarged). */
    large: bytea().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_photos_product_position_idx').on(t.product_id, t.position)],
);
