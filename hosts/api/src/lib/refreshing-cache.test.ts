import { describe, expect, it } from 'vitest';
import { RefreshingCache } from './refreshing-cache.ts';

function setup() {
  let now = 0;
  const cache = new RefreshingCache<string, number>(100, 1_000, 2, () => now);
  let loads = 0;
  const load = (value: number | Error) => () => {
    loads++;
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  return { cache, load, loads: () => loads, advance: (ms: number) => (now += ms) };
}

describe('RefreshingCache', () => {
  it('answers fresh entries from memory', async () => {
    const { cache, load, loads } = setup();
    expect(await cache.getOrLoad('a', load(1))).toBe(1);
    expect(await cache.getOrLoad('a', load(2))).toBe(1);
    expect(loads()).toBe(1);
  });

  it('answers a stale entry at once and refreshes it behind, once', async () => {
    const { cache, load, loads, advance } = setup();
    await cache.getOrLoad('a', load(1));
    advance(150);
    const stale = [cache.getOrLoad('a', load(2)), cache.getOrLoad('a', load(3))];
    expect(await Promise.all(stale)).toEqual([1, 1]);
    expect(await cache.getOrLoad('a', load(4))).toBe(2);
    expect(loads()).toBe(2);
  });

  it('drops an entry whose refresh fails, so the next caller sees the failure', async () => {
    const { cache, load, advance } = setup();
    await cache.getOrLoad('a', load(1));
    advance(150);
    expect(await cache.getOrLoad('a', load(new Error('gone')))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(cache.getOrLoad('a', load(new Error('still gone')))).rejects.toThrow('still gone');
  });

  it('forgets failed loads and entries unused for too long, and evicts the oldest when full', async () => {
    const { cache, load, loads, advance } = setup();
    await expect(cache.getOrLoad('a', load(new Error('x')))).rejects.toThrow();
    expect(await cache.getOrLoad('a', load(1))).toBe(1);
    advance(2_000);
    expect(await cache.getOrLoad('a', load(2))).toBe(2);
    await cache.getOrLoad('b', load(3));
    await cache.getOrLoad('c', load(4));
    expect(await cache.getOrLoad('a', load(5))).toBe(5);
    expect(loads()).toBe(6);
  });
});
