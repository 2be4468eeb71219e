import { BRAND_SAMPLE_SIZE, type BrandPartner } from '@showroom/contract/catalog';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, products } from '../../db/schema.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { type CardRow, selectCards, toCard } from './product-cards.ts';

/**
 * The brand list changes with the catalogue, not per request, and every home page asks for it: kept
 * in memory, refreshed behind the request every 5 minutes (its load ranks all 25,000 products).
 */
const BRANDS_FRESH_MS = 300_000;
const BRANDS_DROP_MS = 3_600_000;
/** A few products per brand: well under a megabyte; the bound only guards against a runaway catalogue. */
const BRANDS_MAX_BYTES = 20_000_000;

/**
 * Every brand partner with its product count and a few of its products (/our-brands and the home
 * page's carousel). Cached in wholesale terms; each showroom's markup is applied per request.
 */
export function createBrandPartners(db: Database) {
  const cache = new LoadingCache<
    'all',
    { brand: typeof brands.$inferSelect; total: number; rows: CardRow[] }[]
  >({ maxEntries: 1, maxBytes: BRANDS_MAX_BYTES, freshMs: BRANDS_FRESH_MS, staleMs: BRANDS_DROP_MS });
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
    async list(markupPercent: number): Promise<BrandPartner[]> {
      const loaded = await cache.getOrLoad('all', load);
      return loaded.map(({ brand, total, rows }) => ({
        id: brand.id,
        name: brand.name,
        slug: brand.slug,
        logo: brand.logo,
        product_count: total,
        products: rows.map((row) => toCard(row, markupPercent)),
      }));
    },
  };
}

export type BrandPartners = ReturnType<typeof createBrandPartners>;
