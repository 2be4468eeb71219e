import { LRUCache } from 'lru-cache';

export interface LoadingCacheOptions<V> {
  /** Entries kept at most; the least recently used goes first. */
  maxEntries: number;
  /** Total size kept at most, as measured by `sizeOf`. */
  maxBytes: number;
  /** How long a loaded value answers as is. */
  freshMs: number;
  /**
   * With it, a value older than `freshMs` but younger than `staleMs` still answers, once, while one
   * reload runs behind the request ("stale while revalidate"); a failed reload removes it. Without
   * it, a value older than `freshMs` is loaded again before answering.
   */
  staleMs?: number;
  /** Approximate bytes of a value; defaults to the length of its JSON. */
  sizeOf?: (value: V) => number;
  /** Time source, for tests. */
  now?: () => number;
}

type Load<V> = () => PromiseLike<V>;

const jsonBytes = (value: unknown) =>
  typeof value === 'string' ? Buffer.byteLength(value) : Buffer.byteLength(JSON.stringify(value) ?? '');

/**
 * An lru-cache bounded by entries and bytes whose misses load through the caller's function: concurrent
 * misses for one key share a single load, and a failed load is forgotten at once.
 */
export class LoadingCache<K extends {}, V extends {}> {
  private readonly lru: LRUCache<K, V, Load<V>>;
  private readonly freshMs: number;
  private readonly dropAfterMs: number;

  constructor(options: LoadingCacheOptions<V>) {
    const sizeOf = options.sizeOf ?? jsonBytes;
    this.freshMs = options.freshMs;
    this.dropAfterMs = options.staleMs ?? options.freshMs;
    this.lru = new LRUCache<K, V, Load<V>>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      // A value larger than the whole budget is answered but not kept.
      maxEntrySize: options.maxBytes,
      sizeCalculation: (value) => Math.max(1, sizeOf(value)),
      ttl: options.freshMs,
      allowStale: options.staleMs !== undefined,
      // A load running when its key is deleted (`delete`) or evicted still answers its callers; its
      // value is not kept. (By default lru-cache rejects them, a 500 for a request that did nothing wrong.)
      ignoreFetchAbort: true,
      // Read the clock on every check (by default lru-cache reuses a reading for a millisecond).
      ttlResolution: 0,
      ...(options.now ? { perf: { now: options.now } } : {}),
      // Promise.resolve settles a lazy thenable (a Drizzle query builder) once, so hits never re-run it.
      fetchMethod: (_key, _stale, { context }) => Promise.resolve(context()),
    });
  }

  async getOrLoad(key: K, load: Load<V>): Promise<V> {
    // An entry past its stale window is not worth answering: load afresh. (A stale entry's remaining
    // TTL is negative; age = freshMs - remaining.)
    if (this.freshMs - this.lru.getRemainingTTL(key) > this.dropAfterMs) this.lru.delete(key);
    const value = await this.lru.fetch(key, { context: load });
    // fetch answers undefined only when a load resolves to undefined, which V excludes.
    return value as V;
  }

  /**
   * The value held for `key` while it is fresh, without loading or waiting: a hot path answers a hit
   * synchronously and calls `getOrLoad` only on a miss. A stale entry stays for `getOrLoad` to serve.
   */
  peek(key: K): V | undefined {
    return this.lru.get(key, { allowStale: false, noDeleteOnStaleGet: true });
  }

  /** Forgets `key`: its next `getOrLoad` loads afresh (a concurrent load already running is not awaited). */
  delete(key: K): void {
    this.lru.delete(key);
  }

  /**
   * Forgets every entry, loads already running included (they answer their callers, their values are
   * not kept). lru-cache's `keys()` skips running loads, so a per-key drop could keep a stale one.
   */
  clear(): void {
    this.lru.clear();
  }

  /** Entries held now (tests prove what gets cached). */
  get size(): number {
    return this.lru.size;
  }
}
