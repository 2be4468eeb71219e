import { DEFAULT_UNIT_LABEL } from '@showroom/contract';
import type { ProductCard } from '@showroom/contract/catalog';
import { pricePerSqft, shownPrice } from '@showroom/contract/money';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vendor_profiles } from '../identity/users-schema.ts';
import { brands, categories, product_sizes, products } from './catalog-schema.ts';

/**
 * The select behind every product card (lists, rails, brands): the product, its brand and category
 * unit, and its lowest-priced size (the one its list price is), found per row through a LATERAL
 * subquery on product_sizes(product_id). Wholesale prices are selected only to compute shown prices
 * in toCard(); no caller sends a row as is.
 */
export function selectCards(db: Database) {
  const cheapest = db
    .select({
      size_id: product_sizes.id,
      width_size: product_sizes.width_size,
      height_size: product_sizes.height_size,
      length_size: product_sizes.length_size,
      pattern: product_sizes.pattern,
      box_sqft: product_sizes.box_sqft,
      uom: product_sizes.uom,
      size_wholesale: product_sizes.wholesale_price,
      stock_qty: product_sizes.stock_qty,
    })
    .from(product_sizes)
    .where(eq(product_sizes.product_id, products.id))
    .orderBy(asc(product_sizes.wholesale_price), asc(product_sizes.id))
    .limit(1)
    .as('cheapest');
  return db
    .select({
      id: products.id,
      hash: products.hash,
      name: products.name,
      category_id: products.category_id,
      photo: products.photo,
      colours: products.colours,
      wholesale: products.wholesale_price,
      brand_id: brands.id,
      brand_name: brands.name,
      brand_slug: brands.slug,
      vendor_id: vendor_profiles.user_id,
      vendor_name: vendor_profiles.company_name,
      category_unit: categories.unit,
      size_id: cheapest.size_id,
      width_size: cheapest.width_size,
      height_size: cheapest.height_size,
      length_size: cheapest.length_size,
      pattern: cheapest.pattern,
      box_sqft: cheapest.box_sqft,
      uom: cheapest.uom,
      size_wholesale: cheapest.size_wholesale,
      stock_qty: cheapest.stock_qty,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .leftJoin(vendor_profiles, eq(vendor_profiles.user_id, products.vendor_id))
    .leftJoinLateral(cheapest, sql`true`)
    .$dynamic();
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

/** A row as a homeowner may see it: shown prices only (spec §2 product price element). */
export function toCard(row: CardRow, markupPercent: number): ProductCard {
  const price = shownPrice(row.size_wholesale ?? row.wholesale, markupPercent);
  const byBox = row.category_unit === 'Box';
  return {
    id: row.id,
    hash: row.hash,
    name: row.name,
    brand: { id: row.brand_id, name: row.brand_name, slug: row.brand_slug },
    vendor:
      row.vendor_id === null || row.vendor_name === null
        ? null
        : { id: row.vendor_id, name: row.vendor_name },
    category_id: row.category_id,
    photo: row.photo,
    colour: row.colours.map(({ name, hex }) => ({ name, hex })),
    price,
    unit: byBox ? 'Box' : (row.uom ?? DEFAULT_UNIT_LABEL),
    size_id: row.size_id,
    box_sqft: row.box_sqft,
    price_per_sqft: byBox ? pricePerSqft(price, row.box_sqft) : null,
    width_size: row.width_size,
    height_size: row.height_size,
    length_size: row.length_size,
    pattern: row.pattern,
    stock: row.stock_qty ?? 0,
  };
}
