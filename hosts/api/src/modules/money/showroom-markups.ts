import { effectiveMarkupPercent } from '@showroom/contract/money';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { users } from '../identity/users-schema.ts';
import { activeProCondition } from '../showrooms/index.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';

/** A changed markup shows within seconds; every priced answer needs it, so it is cached. */
const MARKUP_TTL_MS = 10_000;
const MARKUP_MAX_ENTRIES = 5_000;
/** An entry is a number in a box: ~32 bytes. */
const MARKUP_MAX_BYTES = 200_000;

/**
 * The pros' markups as prices apply them (the one read of `shop_profiles.markup_percent`, and its
 * one cache). The cache lives in each API process for MARKUP_TTL_MS, so another process sees a
 * change within that time; `forget` makes this process see it at once.
 */
export interface ShowroomMarkups {
  /** The markup applied in an active showroom (raised to the minimum), or null (unknown or no longer active). */
  markupOf(showroom: number): Promise<number | null>;
  /** Drops the cached markup of `showroom`: call it after the pro's markup or standing changes. */
  forget(showroom: number): void;
}

export function createShowroomMarkups(db: Database): ShowroomMarkups {
  // Boxed: a cache holds no null, and "no such showroom" is worth caching too.
  const cache = new LoadingCache<number, { markup: number | null }>({
    maxEntries: MARKUP_MAX_ENTRIES,
    maxBytes: MARKUP_MAX_BYTES,
    freshMs: MARKUP_TTL_MS,
    sizeOf: () => 32,
  });
  const load = async (userId: number): Promise<number | null> => {
    const [profile] = await db
      .select({ markup: shop_profiles.markup_percent })
      .from(shop_profiles)
      .innerJoin(users, eq(users.id, shop_profiles.user_id))
      .where(and(eq(shop_profiles.user_id, userId), activeProCondition()))
      .limit(1);
    return profile ? effectiveMarkupPercent(profile.markup) : null;
  };
  return {
    async markupOf(showroom) {
      return (await cache.getOrLoad(showroom, async () => ({ markup: await load(showroom) }))).markup;
    },
    forget(showroom) {
      cache.delete(showroom);
    },
  };
}
