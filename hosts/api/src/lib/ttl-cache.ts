/**
 * A small in-process cache whose entries expire after `ttlMs`. Values are stored as promises so that
 * concurrent misses for one key share a single load; a failed load is forgotten at once.
 * When full, the oldest entry is evicted (Map keeps insertion order).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  getOrLoad(key: K, load: () => PromiseLike<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    // Promise.resolve settles a thenable once: awaiting a lazy thenable (a Drizzle query builder) again
    // would run the query again on every hit.
    const value = Promise.resolve(load());
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
