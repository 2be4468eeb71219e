import { BRAND_SAMPLE_SIZE, type BrandPartner } from '@showroom/contract/catalog';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { brands, products } from './catalog-schema.ts';
import { type CardRow, selectCards, toCard } from './product-cards.ts';
import { onSale } from './product-filters.ts';

/**
 * The brand list changes with the catalogue, not per request, and every home page asks for it: kept
 * in memory, refreshed behind the request every 5 minutes (its load ranks all 25,000 products).
 */
const BRANDS_FRESH_MS = 300_000;
const BRANDS_DROP_MS = 3_600_000;
/** A few products per brand: well under a megabyte; the bound only guards against a runaway catalogue. */
const BRANDS_MAX_BYTES = 20_000_000;
/**
 * Priced lists kept per markup: the platform's and the busiest showrooms'. Each (~75 KB of JSON with
 * its compressed forms, kept by the route beside it) is priced, serialised and compressed once.
 */
const PRICED_MAX_MARKUPS = 32;

/**
 * Every brand partner with its product count and a few of its products (/our-brands and the home
 * page's carousel). Cached in wholesale terms; each markup is applied once, to the list as loaded.
 */
export function createBrandPartners(db: Database) {
  type Loaded = { brand: typeof brands.$inferSelect; total: number; rows: CardRow[] }[];
  const cache = new LoadingCache<'all', Loaded>({
    maxEntries: 1,
    maxBytes: BRANDS_MAX_BYTES,
    freshMs: BRANDS_FRESH_MS,
    staleMs: BRANDS_DROP_MS,
  });
  // The lists priced from the loaded value they were priced from; emptied when it is replaced, so a hit
  // is the same array (the route's answer for it is serialised and compressed once).
  let pricedFrom: Loaded | undefined;
  const priced = new LRUCache<number, BrandPartner[]>({ max: PRICED_MAX_MARKUPS });
  const price = (loaded: Loaded, markupPercent: number): BrandPartner[] =>
    loaded.map(({ brand, total, rows }) => ({
      id: brand.id,
      name: brand.name,
      slug: brand.slug,
      logo: brand.logo,
      product_count: total,
      products: rows.map((row) => toCard(row, markupPercent)),
    }));
  const load = async () => {
    const list = await db
      .select({ brand: brands, total: count(products.id) })
      .from(brands)
      .leftJoin(products, eq(products.brand_id, brands.id))
      .groupBy(brands.id)
      .orderBy(asc(brands.name));
    // The newest few per brand in one query: rank inside each brand, keep the first BRAND_SAMPLE_SIZE.
    const ranked = db
      .select({
        id: products.id,
        rank: sql<number>`row_number() over (partition by ${products.brand_id} order by ${products.created_at} desc, ${products.id} desc)`.as(
          'rank',
        ),
      })
      .from(products)
      .where(onSale)
      .as('ranked');
    const sampleIds = await db
      .select({ id: ranked.id })
      .from(ranked)
      .where(sql`${ranked.rank} <= ${BRAND_SAMPLE_SIZE}`);
    const rows = sampleIds.length
      ? await selectCards(db)
          .where(
            inArray(
              products.id,
              sampleIds.map((row) => row.id),
            ),
          )
          .orderBy(asc(products.id))
      : [];
    return list.map(({ brand, total }) => ({
      brand,
      total,
      rows: rows.filter((row) => row.brand_id === brand.id),
    }));
  };
  return {
    /** The brand partners at a markup: the same array for as long as the loaded brands last. */
    async list(markupPercent: number): Promise<BrandPartner[]> {
      const loaded = await cache.getOrLoad('all', load);
      if (loaded !== pricedFrom) {
        priced.clear();
        pricedFrom = loaded;
      }
      let list = priced.get(markupPercent);
      if (!list) {
        list = price(loaded, markupPercent);
        priced.set(markupPercent, list);
      }
      return list;
    },
    /** Drops the loaded brands and their priced lists: the catalogue changed (decision 0094). */
    forgetAll() {
      cache.clear();
      priced.clear();
    },
  };
}

export type BrandPartners = ReturnType<typeof createBrandPartners>;
