/**
 * A small time-bounded cache whose entries carry a tag (a user id) and can be dropped by tag or all at
 * once. A value loaded while a drop happened is answered but not kept: the load may have read the
 * data from before the change that caused the drop.
 */
export class TaggedCache<K, V, T = number> {
  private readonly entries = new Map<K, { value: V; tag: T; until: number }>();
  private readonly keysByTag = new Map<T, Set<K>>();
  private readonly loading = new Map<K, Promise<V>>();
  /** Counts drops; a load keeps its value only if none happened while it ran. */
  private drops = 0;

  constructor(
    private readonly options: {
      maxEntries: number;
      freshMs: number;
      /** The app's clock (tests move it), in milliseconds. */
      now: () => number;
    },
  ) {}

  /** The fresh cached value for `key`, else `load()`'s, kept under `tagOf(value)` unless it is undefined. */
  async getOrLoad(key: K, load: () => Promise<V>, tagOf: (value: V) => T | undefined): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.until > this.options.now()) return entry.value;
    if (entry) this.delete(key);
    const running = this.loading.get(key);
    if (running) return running;
    const dropsBefore = this.drops;
    const promise = load().finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    const value = await promise;
    const tag = tagOf(value);
    if (tag !== undefined && this.drops === dropsBefore) this.set(key, value, tag);
    return value;
  }

  /** Forgets every entry tagged `tag` (that user's data changed). */
  dropTag(tag: T): void {
    this.drops += 1;
    for (const key of this.keysByTag.get(tag) ?? []) this.entries.delete(key);
    this.keysByTag.delete(tag);
  }

  dropAll(): void {
    this.drops += 1;
    this.entries.clear();
    this.keysByTag.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private set(key: K, value: V, tag: T): void {
    if (this.entries.size >= this.options.maxEntries) {
      // Maps iterate in insertion order: the oldest entry goes first.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    this.entries.set(key, { value, tag, until: this.options.now() + this.options.freshMs });
    const keys = this.keysByTag.get(tag) ?? new Set<K>();
    keys.add(key);
    this.keysByTag.set(tag, keys);
  }

  private delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.keysByTag.get(entry.tag);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByTag.delete(entry.tag);
  }
}
