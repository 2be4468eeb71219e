import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('loads once while fresh, again after the ttl', async () => {
    let now = 0;
    const cache = new TtlCache<string, number>(1_000, 10, () => now);
    const load = vi.fn(async () => now);
    expect(await cache.getOrLoad('a', load)).toBe(0);
    now = 999;
    expect(await cache.getOrLoad('a', load)).toBe(0);
    now = 1_000;
    expect(await cache.getOrLoad('a', load)).toBe(1_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<string, string>(1_000);
    const load = vi.fn(async () => 'value');
    await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs a lazy thenable (like a query builder) once, not on every hit', async () => {
    const cache = new TtlCache<string, number>(1_000);
    let runs = 0;
    // biome-ignore lint/suspicious/noThenProperty: the test needs a lazy thenable, like a Drizzle query builder.
    const lazy = { then: (resolve: (value: number) => void) => resolve(++runs) } as PromiseLike<number>;
    for (let i = 0; i < 3; i += 1) expect(await cache.getOrLoad('k', () => lazy)).toBe(1);
    expect(runs).toBe(1);
  });

  it('forgets a failed load', async () => {
    const cache = new TtlCache<string, string>(1_000);
    await expect(cache.getOrLoad('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', async () => 'back')).toBe('back');
  });

  it('evicts the oldest entry when full', async () => {
    const cache = new TtlCache<string, string>(1_000, 2);
    const load = vi.fn(async () => 'v');
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('b', load);
    await cache.getOrLoad('c', load);
    await cache.getOrLoad('b', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.getOrLoad('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
