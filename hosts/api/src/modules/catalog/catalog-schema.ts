import { DEFAULT_UNIT_LABEL } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

/** How a category is sold: Box items carry box_sqft on their sizes (price per sqft is shown); others are per piece. */
export const CATEGORY_UNITS = ['Box', 'Piece'] as const;
export type CategoryUnit = (typeof CATEGORY_UNITS)[number];

const money = () => numeric({ precision: 10, scale: 2, mode: 'number' });

/** Top categories (parent_id null) are the 22 shop categories; products hang off their sub-categories. */
export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    parent_id: integer().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    photo: text(),
    unit: text({ enum: CATEGORY_UNITS }).notNull().default('Piece'),
    sort: integer().notNull().default(0),
  },
  (t) => [
    index('categories_parent_sort_idx').on(t.parent_id, t.sort),
    check('categories_unit_check', sql`${t.unit} in ('Box', 'Piece')`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    logo: text(),
    /** The vendor selling this brand on the platform. */
    vendor_id: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('brands_vendor_idx').on(t.vendor_id)],
);

export interface Colour {
  name: string;
  hex: string;
}

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Public, unguessable key used in /product/{hash} URLs. */
    hash: text().notNull().unique(),
    name: text().notNull(),
    sku: text().notNull(),
    brand_id: integer()
      .notNull()
      .references(() => brands.id),
    vendor_id: integer()
      .notNull()
      .references(() => users.id),
    /** Always a sub-category. */
    category_id: integer()
      .notNull()
      .references(() => categories.id),
    description: text().notNull().default(''),
    photo: text(),
    colours: jsonb().$type<Colour[]>().notNull().default([]),
    finish: text(),
    /** Lowest wholesale price among the sizes, kept here so lists can sort and filter by price. */
    wholesale_price: money().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When its vendor archived it (decision 0094): gone from lists, rails, facets and new carts; the
     * orders that hold it keep it. Null while on sale.
     */
    archived_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Product list pages (issue #4): one index per sort, ending on id (the tie-breaker), so a page's ids
    // and the list's count are index-only scans of the category's entries, never the wide product rows.
    // The price one replaced products_category_price_idx (category_id, wholesale_price), its prefix.
    // Partial on products on sale (decision 0094): lists never show archived ones, so the scans stay index-only.
    index('products_category_price_id_idx')
      .on(t.category_id, t.wholesale_price, t.id)
      .where(sql`${t.archived_at} is null`),
    index('products_category_name_id_idx')
      .on(t.category_id, t.name, t.id)
      .where(sql`${t.archived_at} is null`),
    // Ascending on purpose: read backwards it is `created_at desc, id desc` (NULLS FIRST, as ORDER BY DESC).
    index('products_category_created_id_idx')
      .on(t.category_id, t.created_at, t.id)
      .where(sql`${t.archived_at} is null`),
    index('products_brand_idx').on(t.brand_id),
    index('products_vendor_idx').on(t.vendor_id),
    index('products_price_idx').on(t.wholesale_price),
    index('products_created_idx').on(t.created_at.desc()),
    index('products_sku_idx').on(t.sku),
    // A vendor's SKU names one product of theirs: the portal's save and the bulk import update by it
    // (decisions 0094, 0097).
    uniqueIndex('products_vendor_sku_idx').on(t.vendor_id, t.sku),
    // Trigram index: serves case-insensitive substring search (ILIKE '%oak%') on PGlite and PostgreSQL alike.
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const product_sizes = pgTable(
  'product_sizes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    width_size: text(),
    height_size: text(),
    length_size: text(),
    pattern: text(),
    /** Square feet per box; set only for Box-unit categories (price per sqft = price / box_sqft). */
    box_sqft: numeric({ precision: 8, scale: 2, mode: 'number' }),
    uom: text().notNull().default(DEFAULT_UNIT_LABEL),
    wholesale_price: money().notNull(),
    /** Units on hand. Checkout takes from it under a row lock; a cancelled order gives back. */
    stock_qty: integer().notNull().default(100),
  },
  (t) => [
    index('product_sizes_product_idx').on(t.product_id),
    check('product_sizes_box_sqft_check', sql`${t.box_sqft} is null or ${t.box_sqft} > 0`),
    check('product_sizes_stock_qty_check', sql`${t.stock_qty} >= 0`),
  ],
);
