import type { PublicData, PublicQuery } from '@showroom/contract/settings';
import { count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { brands, categories, products } from '../catalog/catalog-schema.ts';
import { users } from '../identity/users-schema.ts';
import { activeProCondition } from '../showrooms/index.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';

/** Counts change rarely and counting 25,000+ products on every page view is wasted work. */
const COUNTS_TTL_MS = 60_000;

type Counts = Pick<PublicData, 'category_count' | 'brand_count' | 'product_count' | 'showroom_count'>;

export interface PublicDataReader {
  /** null when a given pid or cid does not exist. */
  read(query: PublicQuery, appName: string): Promise<PublicData | null>;
}

export function createPublicDataReader(db: Database): PublicDataReader {
  const cache = new LoadingCache<'counts', Counts>({
    maxEntries: 1,
    maxBytes: 1_000,
    freshMs: COUNTS_TTL_MS,
  });
  const loadCounts = async (): Promise<Counts> => {
    const [[topCategories], [allBrands], [allProducts], [showrooms]] = await Promise.all([
      // The shop categories, i.e. top level; sub-categories are an implementation of the catalog.
      db.select({ n: count() }).from(categories).where(isNull(categories.parent_id)),
      db.select({ n: count() }).from(brands),
      db.select({ n: count() }).from(products),
      db
        .select({ n: count() })
        .from(shop_profiles)
        .innerJoin(users, eq(users.id, shop_profiles.user_id))
        .where(activeProCondition()),
    ]);
    return {
      category_count: topCategories?.n ?? 0,
      brand_count: allBrands?.n ?? 0,
      product_count: allProducts?.n ?? 0,
      showroom_count: showrooms?.n ?? 0,
    };
  };

  return {
    async read(query, appName) {
      const [counts, category, product] = await Promise.all([
        cache.getOrLoad('counts', loadCounts),
        query.cid === undefined ? null : findName(db, categories, query.cid),
        query.pid === undefined ? null : findName(db, products, query.pid),
      ]);
      if (category === undefined || product === undefined) return null;
      return { app_name: appName, ...counts, category, product };
    },
  };
}

/** `{ id, name }` of a row, or undefined when there is none. */
async function findName(db: Database, table: typeof categories | typeof products, id: number) {
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row;
}
