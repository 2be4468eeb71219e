import type { ProductFacets } from '@showroom/contract/catalog';
import { shownPrice } from '@showroom/contract/money';
import { and, asc, count, countDistinct, desc, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { brands, product_sizes, products } from './catalog-schema.ts';
import { onSale, sizeLabel } from './product-filters.ts';

/** Facets change only when products do; a few minutes' delay for a new brand or colour is fine. */
const FACETS_FRESH_MS = 300_000;
const FACETS_DROP_MS = 1_800_000;
const FACETS_MAX_ENTRIES = 2_000;
/** Facets are a few dozen brands, colours and sizes: a few KB a category. */
const FACETS_MAX_BYTES = 16_000_000;
/** Sizes are many in some categories; the list shows the most common ones. */
const MAX_SIZE_FACETS = 40;

export interface ProductFacetSource {
  /** Filter options over the whole category subtree (independent of the filters already chosen). */
  forCategory(
    categoryId: number,
    categoryIds: readonly number[],
    markupPercent: number,
  ): Promise<ProductFacets>;
  /** Drops every cached category: the catalogue changed (decision 0094). */
  forgetAll(): void;
}

export function createProductFacets(db: Database): ProductFacetSource {
  // Cached in wholesale terms per category, so every showroom's markup reuses one load.
  const cache = new LoadingCache<number, Awaited<ReturnType<typeof load>>>({
    maxEntries: FACETS_MAX_ENTRIES,
    maxBytes: FACETS_MAX_BYTES,
    freshMs: FACETS_FRESH_MS,
    staleMs: FACETS_DROP_MS,
  });
  const load = async (categoryIds: readonly number[]) => {
    const inCategory = and(inArray(products.category_id, [...categoryIds]), onSale);
    const brandRows = await db
      .select({ id: brands.id, name: brands.name, slug: brands.slug, count: count() })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brand_id))
      .where(inCategory)
      .groupBy(brands.id)
      .orderBy(asc(brands.name));
    const colour = sql`colour`;
    const colourRows = await db
      .select({ name: sql<string>`${colour}->>'name'`, hex: sql<string>`${colour}->>'hex'`, count: count() })
      .from(sql`${products} cross join lateral jsonb_array_elements(${products.colours}) as colour`)
      .where(inCategory)
      .groupBy(sql`1, 2`)
      .orderBy(sql`1`);
    const sizeRows = await db
      .select({ label: sizeLabel, count: countDistinct(product_sizes.product_id) })
      .from(product_sizes)
      .innerJoin(products, eq(products.id, product_sizes.product_id))
      .where(inCategory)
      .groupBy(sizeLabel)
      .orderBy(desc(countDistinct(product_sizes.product_id)), asc(sizeLabel))
      .limit(MAX_SIZE_FACETS);
    const [range] = await db
      .select({ min: min(products.wholesale_price), max: max(products.wholesale_price) })
      .from(products)
      .where(inCategory);
    return {
      brands: brandRows,
      colours: colourRows,
      sizes: sizeRows.filter((row) => row.label !== ''),
      wholesaleMin: range?.min ?? null,
      wholesaleMax: range?.max ?? null,
    };
  };
  return {
    async forCategory(categoryId, categoryIds, markupPercent) {
      const { wholesaleMin, wholesaleMax, ...lists } = await cache.getOrLoad(categoryId, () =>
        load(categoryIds),
      );
      return {
        ...lists,
        price: {
          min: wholesaleMin === null ? null : shownPrice(Number(wholesaleMin), markupPercent),
          max: wholesaleMax === null ? null : shownPrice(Number(wholesaleMax), markupPercent),
        },
      };
    },
    forgetAll: () => cache.clear(),
  };
}
