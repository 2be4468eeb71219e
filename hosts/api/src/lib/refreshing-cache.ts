/**
 * A cache that answers from memory and refreshes behind the request ("stale while revalidate"): an
 * entry older than `freshMs` is still returned, once, while a single reload runs in the background;
 * the reload's value replaces it, a failed reload removes it (so the next caller sees the failure, a
 * 404 for a deactivated showroom, say). Entries unused for `dropAfterMs` are removed. Under steady
 * traffic no request waits for the database, which answers one query at a time on PGlite.
 */
export class RefreshingCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; loadedAt: number; refreshing: boolean }>();

  constructor(
    private readonly freshMs: number,
    private readonly dropAfterMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  getOrLoad(key: K, load: () => PromiseLike<V>): Promise<V> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.loadedAt : Number.POSITIVE_INFINITY;
    if (entry && age < this.freshMs) return entry.value;
    if (entry && age < this.dropAfterMs) {
      if (!entry.refreshing) this.refresh(key, entry, load);
      return entry.value;
    }
    return this.store(key, load);
  }

  private refresh(key: K, entry: { refreshing: boolean }, load: () => PromiseLike<V>): void {
    entry.refreshing = true;
    Promise.resolve(load()).then(
      (value) => {
        if (this.entries.get(key) === entry) {
          this.entries.set(key, { value: Promise.resolve(value), loadedAt: this.now(), refreshing: false });
        }
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
  }

  private store(key: K, load: () => PromiseLike<V>): Promise<V> {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    // Promise.resolve settles a thenable (a Drizzle query builder) once, so hits never re-run it.
    const value = Promise.resolve(load());
    const entry = { value, loadedAt: this.now(), refreshing: false };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
