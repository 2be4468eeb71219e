import { LoadingCache } from '../../lib/loading-cache.ts';
import type { ChangeNotices } from '../../providers/change-notices/change-notices.ts';
import type { Clock } from '../../providers/clock/clock.ts';

/**
 * How long a page of a pro's Orders or Leads answers as is; after that it is answered once more while it
 * reloads behind the request (a page costs a count and two queries: waiting for it made every 5 s a stall
 * of the whole list's callers). Any change to what it shows (an order, an item's status, a lead, a
 * customer's name: migration 0022's notices, from any process) or a write of the pro's own makes a new
 * generation at once; the time bounds only a notice lost to a dropped connection.
 */
const LIST_FRESH_MS = 5_000;
const LIST_STALE_MS = 60_000;
const LIST_CACHE_ENTRIES = 5_000;
/** A page of 50 orders is about 15 KB of JSON. */
const LIST_CACHE_BYTES = 32_000_000;

/** Loads a page of one of a pro's lists by key, from the cache when nothing in it has changed. */
export type ShowroomListCache<V> = (proUserId: number, key: string, load: () => Promise<V>) => Promise<V>;

/**
 * The console's lists at 50 connections with 10,000 orders (issue #23's budget): a pro pages and filters
 * the same few pages, so they are kept per pro. A change bumps the pro's generation, which is part of
 * every key: the old pages are never answered again and age out of the LRU. Off (every read from the
 * database) when the app hears of no changes.
 */
export function showroomListCache<V extends {}>(
  clock: Clock,
  notices: ChangeNotices | undefined,
): ShowroomListCache<V> {
  if (!notices?.cachesAllowed) return (_proUserId, _key, load) => load();
  const pages = new LoadingCache<string, V>({
    maxEntries: LIST_CACHE_ENTRIES,
    maxBytes: LIST_CACHE_BYTES,
    freshMs: LIST_FRESH_MS,
    staleMs: LIST_STALE_MS,
    now: () => clock.now().getTime(),
  });
  /** Only pros with cached pages have a generation, so other users' writes cost nothing here. */
  const generations = new Map<number, number>();
  const changed = (userId: number) => {
    const generation = generations.get(userId);
    if (generation !== undefined) generations.set(userId, generation + 1);
  };
  notices.onShowroomActivity(changed);
  // The pro's own writes (a lead's status) reach this process before the database's notice does.
  notices.onUserChanged(changed);
  return (proUserId, key, load) => {
    const generation = generations.get(proUserId) ?? 0;
    generations.set(proUserId, generation);
    return pages.getOrLoad(`${proUserId}|${generation}|${key}`, load);
  };
}
