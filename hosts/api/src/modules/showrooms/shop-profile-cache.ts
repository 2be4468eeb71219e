import type { Database } from '../../db/client.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { findPublicShopProfile, type PublicShopProfile } from './shop-profile.ts';

export type { PublicShopProfile };

/**
 * A pro's own changes through the API (site origins; later theme, links) drop every cached profile in
 * every process through the change notices (`forget`); what changes a profile outside the API (straight
 * in the database) is bounded by the TTL: like the showroom search and contexts, 10 s, then at most one
 * stale answer per key while the reload runs.
 */
const PROFILE_TTL_MS = 10_000;
const PROFILE_STALE_MS = 30_000;
const PROFILE_MAX_ENTRIES = 5_000;
/** A profile with its categories is 1-2 KB of JSON. */
const PROFILE_MAX_BYTES = 5_000_000;

export interface ShopProfiles {
  find(userId: number, vsdId: string | undefined): Promise<PublicShopProfile | null>;
  /** Forgets every profile: profiles change seldom, and a key holds a vsd_id as asked, not only the pro's id. */
  forget(): void;
}

export function createShopProfiles(db: Database): ShopProfiles {
  // Boxed: a cache holds no null, and "no such showroom" is worth caching too.
  const cache = new LoadingCache<string, { profile: PublicShopProfile | null }>({
    maxEntries: PROFILE_MAX_ENTRIES,
    maxBytes: PROFILE_MAX_BYTES,
    freshMs: PROFILE_TTL_MS,
    staleMs: PROFILE_STALE_MS,
  });
  return {
    forget: () => cache.clear(),
    async find(userId, vsdId) {
      const key = `${userId}:${vsdId?.toUpperCase() ?? ''}`;
      const loaded = await cache.getOrLoad(key, async () => ({
        profile: await findPublicShopProfile(db, userId, vsdId),
      }));
      return loaded.profile;
    },
  };
}
