import type { ProductListQuery, ProductSort } from '@showroom/contract/catalog';
import { priceFactorBasisPoints, wholesaleLowerBound, wholesaleUpperBound } from '@showroom/contract/money';
import { and, asc, desc, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/like-pattern.ts';
import { product_sizes, products } from './catalog-schema.ts';

/** The filters of a product list, category already resolved to the ids of its subtree. */
export type ProductFilters = Pick<
  ProductListQuery,
  'brand' | 'colour' | 'price_min' | 'price_max' | 'size' | 'q'
> & {
  categoryIds: readonly number[];
};

/** Products not archived by their vendor (decision 0094): the only ones lists, rails, facets and new carts see. */
export const onSale = isNull(products.archived_at);

/** `concat_ws` skips nulls: `12" x 24" x 3/8"`, or `30"` for a piece with only a width. */
export const sizeLabel = sql<string>`concat_ws(' x ', ${product_sizes.width_size}, ${product_sizes.height_size}, ${product_sizes.length_size})`;

/**
 * WHERE conditions, each answerable from an index: category (and price) from products_category_price_id_idx,
 * brand from products_brand_idx, name search from the trigram index. Price bounds are on the shown
 * price; a range on the indexed wholesale column narrows the rows, the exact cent check decides.
 */
export function productConditions(filters: ProductFilters, markupPercent: number): SQL {
  const conditions: SQL[] = [inArray(products.category_id, [...filters.categoryIds]), onSale];
  if (filters.brand?.length) conditions.push(inArray(products.brand_id, filters.brand));
  if (filters.colour?.length) {
    conditions.push(
      or(...filters.colour.map((name) => sql`${products.colours} @> ${JSON.stringify([{ name }])}::jsonb`))!,
    );
  }
  const factor = priceFactorBasisPoints(markupPercent);
  const shown = sql`round(${products.wholesale_price} * ${factor}::numeric / 10000, 2)`;
  if (filters.price_min !== undefined) {
    conditions.push(gte(products.wholesale_price, wholesaleLowerBound(filters.price_min, markupPercent)));
    conditions.push(sql`${shown} >= ${filters.price_min}::numeric`);
  }
  if (filters.price_max !== undefined) {
    conditions.push(lte(products.wholesale_price, wholesaleUpperBound(filters.price_max, markupPercent)));
    conditions.push(sql`${shown} <= ${filters.price_max}::numeric`);
  }
  if (filters.size) {
    conditions.push(
      sql`exists (select 1 from ${product_sizes} where ${product_sizes.product_id} = ${products.id} and ${sizeLabel} = ${filters.size})`,
    );
  }
  if (filters.q) conditions.push(ilike(products.name, `%${escapeLike(filters.q)}%`));
  return and(...conditions)!;
}

/** Every order ends on the id so pages never overlap or skip rows with equal keys. */
export function productOrder(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'price_asc':
      // The markup is one factor for the whole list, so wholesale order is shown-price order.
      return [asc(products.wholesale_price), asc(products.id)];
    case 'price_desc':
      return [desc(products.wholesale_price), desc(products.id)];
    case 'name':
      return [asc(products.name), asc(products.id)];
    case 'newest':
      return [desc(products.created_at), desc(products.id)];
  }
}
