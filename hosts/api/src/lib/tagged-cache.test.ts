import { describe, expect, it } from 'vitest';
import { TaggedCache } from './tagged-cache.ts';

function cacheAt(clock: { ms: number }, maxEntries = 10) {
  return new TaggedCache<string, string>({ maxEntries, freshMs: 1_000, now: () => clock.ms });
}

describe('TaggedCache', () => {
  it('answers a fresh value without loading again, and loads again once it is stale', async () => {
    const clock = { ms: 0 };
    const cache = cacheAt(clock);
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.getOrLoad('a', load, () => 1)).toBe('value 1');
    clock.ms = 999;
    expect(await cache.getOrLoad('a', load, () => 1)).toBe('value 1');
    clock.ms = 1_000;
    expect(await cache.getOrLoad('a', load, () => 1)).toBe('value 2');
  });

  it('forgets every entry of a dropped tag and keeps the others', async () => {
    const cache = cacheAt({ ms: 0 });
    await cache.getOrLoad(
      'token-1',
      async () => 'user 7, first',
      () => 7,
    );
    await cache.getOrLoad(
      'token-2',
      async () => 'user 7, second',
      () => 7,
    );
    await cache.getOrLoad(
      'token-3',
      async () => 'user 8',
      () => 8,
    );
    cache.dropTag(7);
    expect(cache.size).toBe(1);
    expect(
      await cache.getOrLoad(
        'token-1',
        async () => 'reloaded',
        () => 7,
      ),
    ).toBe('reloaded');
    expect(
      await cache.getOrLoad(
        'token-3',
        async () => 'not loaded',
        () => 8,
      ),
    ).toBe('user 8');
  });

  it('does not keep a value whose load overlapped a drop: it may predate the change', async () => {
    const cache = cacheAt({ ms: 0 });
    let finish: (value: string) => void = () => {};
    const loading = cache.getOrLoad(
      'a',
      () => new Promise<string>((resolve) => (finish = resolve)),
      () => 1,
    );
    cache.dropTag(1);
    finish('read before the change');
    expect(await loading).toBe('read before the change');
    expect(
      await cache.getOrLoad(
        'a',
        async () => 'read after',
        () => 1,
      ),
    ).toBe('read after');
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = cacheAt({ ms: 0 });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    const answers = await Promise.all([
      cache.getOrLoad('a', load, () => 1),
      cache.getOrLoad('a', load, () => 1),
    ]);
    expect(answers).toEqual(['value 1', 'value 1']);
  });

  it('keeps nothing a tag function refuses, and drops all on dropAll', async () => {
    const cache = cacheAt({ ms: 0 });
    await cache.getOrLoad(
      'miss',
      async () => 'unknown token',
      () => undefined,
    );
    expect(cache.size).toBe(0);
    await cache.getOrLoad(
      'a',
      async () => 'a',
      () => 1,
    );
    cache.dropAll();
    expect(cache.size).toBe(0);
  });

  it('lets the oldest entry go when full', async () => {
    const cache = cacheAt({ ms: 0 }, 2);
    await cache.getOrLoad(
      'a',
      async () => 'a',
      () => 1,
    );
    await cache.getOrLoad(
      'b',
      async () => 'b',
      () => 2,
    );
    await cache.getOrLoad(
      'c',
      async () => 'c',
      () => 3,
    );
    expect(cache.size).toBe(2);
    expect(
      await cache.getOrLoad(
        'a',
        async () => 'a again',
        () => 1,
      ),
    ).toBe('a again');
  });
});
