import { describe, expect, it } from 'vitest';
import { LoadingCache, type LoadingCacheOptions } from './loading-cache.ts';

function setup(options: Partial<LoadingCacheOptions<number>> = {}) {
  // lru-cache reads a start time of 0 as "no TTL", so the clock starts later.
  let now = 1_000;
  const cache = new LoadingCache<string, number>({
    maxEntries: 2,
    maxBytes: 1_000,
    freshMs: 100,
    now: () => now,
    ...options,
  });
  let loads = 0;
  const load = (value: number | Error) => () => {
    loads++;
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  return { cache, load, loads: () => loads, advance: (ms: number) => (now += ms) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LoadingCache', () => {
  it('loads once while fresh, again after freshMs', async () => {
    const { cache, load, loads, advance } = setup();
    expect(await cache.getOrLoad('a', load(1))).toBe(1);
    advance(100);
    expect(await cache.getOrLoad('a', load(2))).toBe(1);
    advance(1);
    expect(await cache.getOrLoad('a', load(3))).toBe(3);
    expect(loads()).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const { cache, load, loads } = setup();
    expect(await Promise.all([cache.getOrLoad('k', load(1)), cache.getOrLoad('k', load(2))])).toEqual([1, 1]);
    expect(loads()).toBe(1);
  });

  it('runs a lazy thenable (like a query builder) once, not on every hit', async () => {
    const { cache } = setup();
    let runs = 0;
    // biome-ignore lint/suspicious/noThenProperty: the test needs a lazy thenable, like a Drizzle query builder.
    const lazy = { then: (resolve: (value: number) => void) => resolve(++runs) } as PromiseLike<number>;
    for (let i = 0; i < 3; i += 1) expect(await cache.getOrLoad('k', () => lazy)).toBe(1);
    expect(runs).toBe(1);
  });

  it('forgets a failed load', async () => {
    const { cache, load } = setup();
    await expect(cache.getOrLoad('k', load(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', load(1))).toBe(1);
  });

  it('forgets a deleted key, and a load running meanwhile still answers without being kept', async () => {
    const { cache, load, loads } = setup();
    expect(await cache.getOrLoad('k', load(1))).toBe(1);
    cache.delete('k');
    expect(await cache.getOrLoad('k', load(2))).toBe(2);
    let finish: (value: number) => void = () => {};
    const running = cache.getOrLoad('k2', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.delete('k2');
    finish(3);
    expect(await running).toBe(3);
    expect(await cache.getOrLoad('k2', load(4))).toBe(4);
    expect(loads()).toBe(3);
  });

  it('clears every entry, and a load running meanwhile still answers without being kept', async () => {
    const { cache, load, loads } = setup();
    await cache.getOrLoad('a', load(1));
    let finish: (value: number) => void = () => {};
    const running = cache.getOrLoad('b', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    finish(2);
    expect(await running).toBe(2);
    expect(await cache.getOrLoad('a', load(3))).toBe(3);
    expect(await cache.getOrLoad('b', load(4))).toBe(4);
    expect(loads()).toBe(3);
  });

  it('evicts the least recently used entry when full', async () => {
    const { cache, load, loads } = setup();
    await cache.getOrLoad('a', load(1));
    await cache.getOrLoad('b', load(2));
    await cache.getOrLoad('a', load(1));
    await cache.getOrLoad('c', load(3));
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('a', load(4))).toBe(1);
    expect(await cache.getOrLoad('b', load(5))).toBe(5);
    expect(loads()).toBe(4);
  });

  it('stays within its byte budget', async () => {
    const cache = new LoadingCache<string, string>({ maxEntries: 100, maxBytes: 12, freshMs: 1_000 });
    await cache.getOrLoad('a', async () => '12345');
    await cache.getOrLoad('b', async () => '12345');
    await cache.getOrLoad('c', async () => '12345');
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('big', async () => '1234567890123')).toBe('1234567890123');
    expect(cache.size).toBe(2);
  });

  it('peeks at a fresh value without loading, and at nothing once it is stale or while it loads', async () => {
    const { cache, load, loads, advance } = setup({ staleMs: 1_000 });
    expect(cache.peek('a')).toBeUndefined();
    const loading = cache.getOrLoad('a', load(1));
    expect(cache.peek('a')).toBeUndefined();
    await loading;
    expect(cache.peek('a')).toBe(1);
    advance(150);
    expect(cache.peek('a')).toBeUndefined();
    // The stale entry is still there for getOrLoad to answer while it refreshes.
    expect(await cache.getOrLoad('a', load(2))).toBe(1);
    expect(loads()).toBe(2);
  });

  describe('with staleMs (stale while revalidate)', () => {
    it('answers a stale entry at once and refreshes it behind, once', async () => {
      const { cache, load, loads, advance } = setup({ staleMs: 1_000 });
      await cache.getOrLoad('a', load(1));
      advance(150);
      expect(await Promise.all([cache.getOrLoad('a', load(2)), cache.getOrLoad('a', load(3))])).toEqual([
        1, 1,
      ]);
      await settle();
      expect(await cache.getOrLoad('a', load(4))).toBe(2);
      expect(loads()).toBe(2);
    });

    it('drops an entry whose refresh fails, so the next caller sees the failure', async () => {
      const { cache, load, advance } = setup({ staleMs: 1_000 });
      await cache.getOrLoad('a', load(1));
      advance(150);
      expect(await cache.getOrLoad('a', load(new Error('gone')))).toBe(1);
      await settle();
      await expect(cache.getOrLoad('a', load(new Error('still gone')))).rejects.toThrow('still gone');
    });

    it('loads afresh an entry unused for longer than staleMs', async () => {
      const { cache, load, advance } = setup({ staleMs: 1_000 });
      await cache.getOrLoad('a', load(1));
      advance(2_000);
      expect(await cache.getOrLoad('a', load(2))).toBe(2);
    });
  });
});
