import { MARKUP, MESSAGES } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import type { ShowroomMarkups } from '../money/index.ts';
import { shop_profile_categories, shop_profiles } from '../showrooms/showrooms-schema.ts';

/** A changed category list shows within seconds; every catalog call needs this, so it is cached. */
const SHOWROOM_TTL_MS = 10_000;
const SHOWROOM_MAX_ENTRIES = 5_000;
/** An entry is a few category ids: ~100 bytes. */
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
  /** Drops the cached categories of `showroom`: call it after the showroom changed. */
  forget(showroom: number): void;
}

/**
 * Contexts from the pro's markup (the money module's one read and cache of it) and the categories
 * the showroom carries (cached here). A showroom that is unknown or no longer active has no markup.
 */
export function createShowroomContexts(db: Database, markups: ShowroomMarkups): ShowroomContexts {
  const cache = new LoadingCache<number, { topCategoryIds: ReadonlySet<number> }>({
    maxEntries: SHOWROOM_MAX_ENTRIES,
    maxBytes: SHOWROOM_MAX_BYTES,
    freshMs: SHOWROOM_TTL_MS,
    sizeOf: ({ topCategoryIds }) => 64 + 8 * topCategoryIds.size,
  });
  const carried = async (userId: number) => {
    const rows = await db
      .select({ id: shop_profile_categories.category_id })
      .from(shop_profile_categories)
      .innerJoin(shop_profiles, eq(shop_profiles.id, shop_profile_categories.shop_profile_id))
      .where(eq(shop_profiles.user_id, userId));
    return { topCategoryIds: new Set(rows.map((row) => row.id)) };
  };
  const find = async (showroom: number): Promise<ShowroomContext | null> => {
    const markupPercent = await markups.markupOf(showroom);
    if (markupPercent === null) return null;
    const { topCategoryIds } = await cache.getOrLoad(showroom, () => carried(showroom));
    return { showroom, markupPercent, topCategoryIds };
  };
  return {
    async resolve(showroom) {
      if (!showroom) return PLATFORM_CONTEXT;
      const context = await find(showroom);
      if (!context) throw notFound();
      return context;
    },
    find,
    forget(showroom) {
      cache.delete(showroom);
    },
  };
}

/** Spec §8: a 404 toast shows the server's message, this one being the client's own fallback wording. */
export const notFound = () => new HttpError(404, { message: MESSAGES.notFoundFallback });
