import { MARKUP, MESSAGES } from '@showroom/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { users } from '../identity/users-schema.ts';
import { activeProCondition } from '../showrooms/index.ts';
import { shop_profile_categories, shop_profiles } from '../showrooms/showrooms-schema.ts';
import { effectiveMarkupPercent } from './pricing.ts';

/** A changed markup or category list shows within seconds; every catalog call needs this, so it is cached. */
const SHOWROOM_TTL_MS = 10_000;
const SHOWROOM_MAX_ENTRIES = 5_000;
/** A context is its markup and a few category ids: ~100 bytes. */
const SHOWROOM_MAX_BYTES = 1_000_000;

/** Whose prices a catalog answer shows and which top categories it may show. */
export interface ShowroomContext {
  /** The pro's user id, or null for the platform's own storefront (no showroom chosen). */
  showroom: number | null;
  markupPercent: number;
  /** Top category ids the showroom carries; null means every category. */
  topCategoryIds: ReadonlySet<number> | null;
}

export const PLATFORM_CONTEXT: ShowroomContext = {
  showroom: null,
  markupPercent: MARKUP.standardPercent,
  topCategoryIds: null,
};

export interface ShowroomContexts {
  /** The context of `showroom` (undefined or 0: no showroom); 404 for an unknown or inactive showroom. */
  resolve(showroom: number | undefined): Promise<ShowroomContext>;
  /** The context of an active showroom, or null (unknown or no longer active); never throws. */
  find(showroom: number): Promise<ShowroomContext | null>;
}

export function createShowroomContexts(db: Database): ShowroomContexts {
  // Boxed: a cache holds no null, and "no such showroom" is worth caching too.
  const cache = new LoadingCache<number, { context: ShowroomContext | null }>({
    maxEntries: SHOWROOM_MAX_ENTRIES,
    maxBytes: SHOWROOM_MAX_BYTES,
    freshMs: SHOWROOM_TTL_MS,
    sizeOf: ({ context }) => 64 + 8 * (context?.topCategoryIds?.size ?? 0),
  });
  const load = async (userId: number): Promise<ShowroomContext | null> => {
    const [profile] = await db
      .select({ id: shop_profiles.id, markup: shop_profiles.markup_percent })
      .from(shop_profiles)
      .innerJoin(users, eq(users.id, shop_profiles.user_id))
      .where(and(eq(shop_profiles.user_id, userId), activeProCondition()))
      .limit(1);
    if (!profile) return null;
    const carried = await db
      .select({ id: shop_profile_categories.category_id })
      .from(shop_profile_categories)
      .where(eq(shop_profile_categories.shop_profile_id, profile.id));
    return {
      showroom: userId,
      markupPercent: effectiveMarkupPercent(profile.markup),
      topCategoryIds: new Set(carried.map((row) => row.id)),
    };
  };
  const find = async (showroom: number) =>
    (await cache.getOrLoad(showroom, async () => ({ context: await load(showroom) }))).context;
  return {
    async resolve(showroom) {
      if (!showroom) return PLATFORM_CONTEXT;
      const context = await find(showroom);
      if (!context) throw notFound();
      return context;
    },
    find,
  };
}

/** Spec §8: a 404 toast shows the server's message, this one being the client's own fallback wording. */
export const notFound = () => new HttpError(404, { message: MESSAGES.notFoundFallback });
