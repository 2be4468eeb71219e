import { SHOWROOM_ID_LENGTH, type ShowroomSearchResult } from '@showroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { users } from '../identity/users-schema.ts';
import { activeProCondition } from './pro-filters.ts';
import { shop_profiles } from './showrooms-schema.ts';

/** Short enough that a new, renamed or deactivated showroom shows up within seconds. */
const SEARCH_TTL_MS = 10_000;
/** Bounds memory when someone tries many IDs; each entry is a few dozen bytes. */
const SEARCH_MAX_ENTRIES = 5_000;
const SEARCH_MAX_BYTES = 1_000_000;

export interface ShowroomSearch {
  find(showroomId: string): Promise<ShowroomSearchResult[]>;
  /** Drops every cached answer (a showroom was renamed, opened or closed). */
  forget(): void;
}

/**
 * Finds a showroom by its exact Showroom ID, case-insensitively. Deliberately not a prefix search:
 * that would let anyone list every pro's showroom by typing one letter. Results are cached briefly
 * because the entry form searches on every keystroke that reaches 8 characters.
 */
export function createShowroomSearch(db: Database): ShowroomSearch {
  const cache = new LoadingCache<string, ShowroomSearchResult[]>({
    maxEntries: SEARCH_MAX_ENTRIES,
    maxBytes: SEARCH_MAX_BYTES,
    freshMs: SEARCH_TTL_MS,
  });
  const load = (id: string) =>
    db
      .select({ id: users.id, company_name: shop_profiles.company_name, vsd_id: shop_profiles.vsd_id })
      .from(shop_profiles)
      .innerJoin(users, eq(users.id, shop_profiles.user_id))
      // upper(vsd_id) is exactly the expression of the unique index, so this is an index lookup.
      .where(and(eq(sql`upper(${shop_profiles.vsd_id})`, id), activeProCondition()))
      .limit(1);
  return {
    async find(showroomId) {
      // Every Showroom ID has exactly 8 characters; anything else cannot match.
      if (showroomId.length !== SHOWROOM_ID_LENGTH) return [];
      const id = showroomId.toUpperCase();
      return cache.getOrLoad(id, () => load(id));
    },
    forget: () => cache.clear(),
  };
}
