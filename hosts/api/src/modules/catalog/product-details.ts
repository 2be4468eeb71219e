import type { ProductDetail } from '@showroom/contract/catalog';
import type { Database } from '../../db/client.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import type { CategoryLookup } from './category-index.ts';
import { findProductDetail } from './product-detail.ts';
import type { ShowroomContext } from './showroom-context.ts';

/**
 * The markup is part of the key, so a changed markup shows as soon as the showroom context (10 s) does;
 * a changed product or carried category shows within the stale window at worst. Each process keeps its
 * own cache, so these times are also the bound across processes.
 */
const DETAIL_TTL_MS = 10_000;
/** Served while one reload runs behind it, so a hot product never waits on the database. */
const DETAIL_STALE_MS = 30_000;
const DETAIL_MAX_ENTRIES = 5_000;
/** A detail is 1-3 KB of JSON. */
const DETAIL_MAX_BYTES = 10_000_000;

export interface ProductDetails {
  /** A product's detail as one showroom (or the platform) prices it; an unknown hash is not cached. */
  get(hash: string, context: ShowroomContext): Promise<ProductDetail>;
  /** Drops every cached detail: the catalogue changed (decision 0094). */
  forgetAll(): void;
}

export function createProductDetails(db: Database, categories: CategoryLookup): ProductDetails {
  const cache = new LoadingCache<string, ProductDetail>({
    maxEntries: DETAIL_MAX_ENTRIES,
    maxBytes: DETAIL_MAX_BYTES,
    freshMs: DETAIL_TTL_MS,
    staleMs: DETAIL_STALE_MS,
  });
  return {
    get: (hash, context) =>
      // The context's markup is part of the key: a changed markup is a new entry, never a stale price.
      cache.getOrLoad(`${hash}:${context.showroom ?? 0}:${context.markupPercent}`, () =>
        findProductDetail(db, categories, hash, context),
      ),
    forgetAll: () => cache.clear(),
  };
}
