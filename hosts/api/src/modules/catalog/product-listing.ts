import type { ListedCategory, ProductCard, ProductFacets } from '@showroom/contract/catalog';
import { count, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { products } from './catalog-schema.ts';
import type { CategoryLookup } from './category-index.ts';
import { findCategory, listedCategory, subtreeIds, topCategoryOf } from './category-index.ts';
import type { NormalisedListQuery } from './list-query.ts';
import { selectCards, toCard } from './product-cards.ts';
import { createProductFacets } from './product-facets.ts';
import { productConditions, productOrder } from './product-filters.ts';
import { notFound, type ShowroomContext } from './showroom-context.ts';

/**
 * Pages are cached: shoppers (and the client's page-size and filter toggles) ask for the same pages
 * again and again, and the embedded database answers one query at a time. Refreshed behind the
 * request after a minute, so a new product or price shows soon. A card is ~1 KB: 1,000 pages of 10
 * cards fit the byte bound; pages of 100 cards are bounded by bytes first.
 */
const PAGE_FRESH_MS = 60_000;
const PAGE_DROP_MS = 600_000;
const PAGE_MAX_ENTRIES = 1_000;
const PAGE_MAX_BYTES = 32_000_000;

export interface ProductPage {
  category: ListedCategory;
  items: ProductCard[];
  total: number;
  page: number;
  perPage: number;
  facets: ProductFacets;
}

export interface ProductListing {
  /** One page of a category's products with shown prices; 404 for an unknown or not-carried category. */
  list(query: NormalisedListQuery, context: ShowroomContext): Promise<ProductPage>;
  /** Drops every cached page and facet: the catalogue changed (a vendor's product, decision 0094). */
  forgetAll(): void;
}

export function createProductListing(db: Database, categories: CategoryLookup): ProductListing {
  const facets = createProductFacets(db);
  const pages = new LoadingCache<string, { items: ProductCard[]; total: number }>({
    maxEntries: PAGE_MAX_ENTRIES,
    maxBytes: PAGE_MAX_BYTES,
    freshMs: PAGE_FRESH_MS,
    staleMs: PAGE_DROP_MS,
  });

  return {
    async list(query, context) {
      const index = await categories.load();
      const category = findCategory(index, query.category);
      const top = category && topCategoryOf(index, category.id);
      if (!category || !top || (context.topCategoryIds && !context.topCategoryIds.has(top.id)))
        throw notFound();

      const { page, perPage, sort } = query;
      const filters = {
        categoryIds: subtreeIds(index, category.id),
        brand: query.brand,
        colour: query.colour,
        price_min: query.price_min,
        price_max: query.price_max,
        size: query.size,
        q: query.q,
      };
      // Keyed by the markup, not the showroom: showrooms with the same markup share pages.
      const key = JSON.stringify([category.id, context.markupPercent, page, perPage, sort, filters]);
      const loaded = pages.getOrLoad(key, async () => {
        const where = productConditions(filters, context.markupPercent);
        // Two steps: pick the page's ids from products alone, then build cards for just those (joining the
        // cards' LATERAL cheapest size before the sort ran it for every row of the category). Unfiltered,
        // the ids and the count are index-only scans of a (category_id, sort key, id) index. A window
        // count (count(*) over ()) was slower: it buffers every row of the category in a tuplestore.
        const total = await countProducts(db, where);
        const picked = await db
          .select({ id: products.id })
          .from(products)
          .where(where)
          .orderBy(...productOrder(sort))
          .limit(perPage)
          .offset((page - 1) * perPage);
        if (picked.length === 0) return { items: [], total };
        const rows = await selectCards(db).where(
          inArray(
            products.id,
            picked.map((row) => row.id),
          ),
        );
        const byId = new Map(rows.map((row) => [row.id, row]));
        const items = picked.flatMap(({ id }) => {
          const row = byId.get(id);
          return row ? [toCard(row, context.markupPercent)] : [];
        });
        return { items, total };
      });
      const [{ items, total }, categoryFacets] = await Promise.all([
        loaded,
        facets.forCategory(category.id, filters.categoryIds, context.markupPercent),
      ]);
      return { category: listedCategory(category), items, total, page, perPage, facets: categoryFacets };
    },
    forgetAll() {
      pages.clear();
      facets.forgetAll();
    },
  };
}

async function countProducts(db: Database, where: SQL): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  return counted?.total ?? 0;
}
