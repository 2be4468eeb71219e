import { LoadingCache } from '../../lib/loading-cache.ts';
import type { Clock } from '../clock/clock.ts';
import type { ChangeNotices } from './change-notices.ts';

/**
 * How long a page of a console's list answers as is; after that it is answered once more while it
 * reloads behind the request (a page costs a count and two queries: waiting for it made every 5 s a stall
 * of the whole list's callers). A change notice for what it shows (from any process) or a write of the
 * owner's own makes a new generation at once; the time bounds only a notice lost to a dropped connection.
 */
const LIST_FRESH_MS = 5_000;
const LIST_STALE_MS = 60_000;
const LIST_CACHE_ENTRIES = 5_000;
/** A page of 50 orders is about 15 KB of JSON. */
const LIST_CACHE_BYTES = 32_000_000;

/** Loads a page of one owner's list by key, from the cache when nothing in it has changed. */
export type OwnerListCache<V> = (ownerId: number, key: string, load: () => Promise<V>) => Promise<V>;

/** What a list's notices may drop: one owner's pages, or everyone's. */
export interface ListCacheDrops {
  owner(ownerId: number): void;
  all(): void;
}

/**
 * The consoles' lists (decisions 0088 and 0101: a pro's Orders and Leads, a vendor's Order items, an
 * admin's Orders): their callers page and filter the same few pages, so they are kept per owner (the
 * signed-in user whose list it is). A change bumps the owner's generation, or the epoch of all owners,
 * which is part of every key: the old pages are never answered again and age out of the LRU.
 * `dropOn` says which notices drop which pages. Off (every read from the database) when the app hears
 * of no changes.
 */
export function ownerListCache<V extends {}>(
  clock: Clock,
  notices: ChangeNotices | undefined,
  dropOn: (notices: ChangeNotices, drops: ListCacheDrops) => void,
): OwnerListCache<V> {
  if (!notices?.cachesAllowed) return (_ownerId, _key, load) => load();
  const pages = new LoadingCache<string, V>({
    maxEntries: LIST_CACHE_ENTRIES,
    maxBytes: LIST_CACHE_BYTES,
    freshMs: LIST_FRESH_MS,
    staleMs: LIST_STALE_MS,
    now: () => clock.now().getTime(),
  });
  let epoch = 0;
  /** Only owners with cached pages have a generation, so other users' changes cost nothing here. */
  const generations = new Map<number, number>();
  dropOn(notices, {
    owner(ownerId) {
      const generation = generations.get(ownerId);
      if (generation !== undefined) generations.set(ownerId, generation + 1);
    },
    all() {
      // A new epoch is in every new key, so the generations can start again from nothing.
      epoch += 1;
      generations.clear();
    },
  });
  return (ownerId, key, load) => {
    const generation = generations.get(ownerId) ?? 0;
    generations.set(ownerId, generation);
    return pages.getOrLoad(`${epoch}|${ownerId}|${generation}|${key}`, load);
  };
}
