import { PROCEEDING_STATUSES } from '@showroom/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { users } from '../identity/users-schema.ts';
import { shop_profiles, showroom_site_origins } from './showrooms-schema.ts';

/** How long a newly registered site waits at most before its origin is allowed. */
const ORIGINS_TTL_MS = 30_000;
/** Far above a few origins per pro; a larger set is still answered, just not kept. */
const ORIGINS_MAX_BYTES = 10_000_000;

export interface OriginAllowList {
  /** Always allowed; also where a pro registers their site origins (their shop profile's site settings). */
  readonly platformOrigin: string;
  allows(origin: string): Promise<boolean>;
  /** The sites one active pro registered (their showroom is the pro's user id); none for any other id. */
  ofShowroom(showroomUserId: number): Promise<string[]>;
  /** Loads the set afresh on next use (a pro registered or removed a site, in any process). */
  forget(): void;
}

/**
 * Origins allowed by CORS: the platform itself plus every site origin registered by an active pro.
 * The whole set is small (a few per pro), so it is loaded at once and cached for ORIGINS_TTL_MS.
 */
export function createOriginAllowList(
  db: Database,
  platformOrigin: string,
  ttlMs = ORIGINS_TTL_MS,
): OriginAllowList {
  const cache = new LoadingCache<'all', Set<string>>({
    maxEntries: 1,
    maxBytes: ORIGINS_MAX_BYTES,
    freshMs: ttlMs,
    sizeOf: (origins) => [...origins].reduce((bytes, origin) => bytes + origin.length, 0),
  });
  const load = async () => {
    const rows = await db
      .selectDistinct({ origin: showroom_site_origins.origin })
      .from(showroom_site_origins)
      .innerJoin(shop_profiles, eq(shop_profiles.id, showroom_site_origins.shop_profile_id))
      .innerJoin(users, eq(users.id, shop_profiles.user_id))
      .where(inArray(users.status, [...PROCEEDING_STATUSES]));
    return new Set([platformOrigin, ...rows.map((row) => row.origin)]);
  };
  return {
    platformOrigin,
    async ofShowroom(showroomUserId) {
      const rows = await db
        .select({ origin: showroom_site_origins.origin })
        .from(showroom_site_origins)
        .innerJoin(shop_profiles, eq(shop_profiles.id, showroom_site_origins.shop_profile_id))
        .innerJoin(users, eq(users.id, shop_profiles.user_id))
        .where(and(eq(users.id, showroomUserId), inArray(users.status, [...PROCEEDING_STATUSES])));
      return rows.map((row) => row.origin);
    },
    forget: () => cache.delete('all'),
    async allows(origin) {
      if (origin === platformOrigin) return true;
      return (await cache.getOrLoad('all', load)).has(origin);
    },
  };
}
