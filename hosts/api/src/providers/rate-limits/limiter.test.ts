import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { TestClock } from '../../testing/test-clock.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { MINUTE_MS } from '../clock/clock.ts';
import type { LimitPolicy } from './limit-policy.ts';
import { Limiter, type TakeResult } from './limiter.ts';
import { rate_limit_counters } from './rate-limit-counters-schema.ts';

let database: DatabaseHandle;
const clock = new TestClock();
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let names = 0;
const limiter = (policy: LimitPolicy) => new Limiter(database.db, clock, `test-${++names}`, policy);
const waits = (results: TakeResult[]) => results.map((r) => (r.allowed ? 0 : r.retryAfterSeconds));
const takeTimes = async (l: Limiter, subject: string, times: number) => {
  const results: TakeResult[] = [];
  for (let i = 0; i < times; i += 1) results.push(await l.take(subject));
  return waits(results);
};

describe('a window limit', () => {
  const policy = { kind: 'window', max: 2, windowMs: 90_000 } as const;

  it('lets max hits through, refuses the next until the window ends, then opens again', async () => {
    const l = limiter(policy);
    expect(await takeTimes(l, 'a', 3)).toEqual([0, 0, 90]);
    expect(await takeTimes(l, 'b', 1)).toEqual([0]);
    clock.advance(89_000);
    expect(await takeTimes(l, 'a', 1)).toEqual([1]);
    clock.advance(1_000);
    expect(await takeTimes(l, 'a', 3)).toEqual([0, 0, 90]);
  });

  it('keeps its windows apart from another limit with the same subject', async () => {
    const first = limiter(policy);
    const second = limiter(policy);
    await takeTimes(first, 'same', 2);
    expect(await takeTimes(second, 'same', 1)).toEqual([0]);
  });

  it('counts parallel hits exactly', async () => {
    const l = limiter({ kind: 'window', max: 7, windowMs: MINUTE_MS });
    const results = await Promise.all(Array.from({ length: 60 }, () => l.take('parallel')));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
  });

  it('un-counts a released hit, lifting the block that hit set', async () => {
    const l = limiter(policy);
    await l.take('r');
    const second = await l.take('r');
    if (!second.allowed) throw new Error('expected the second hit through');
    await second.reservation.release();
    expect(await takeTimes(l, 'r', 2)).toEqual([0, 90]);
  });

  it('blocks at the first hit when max is 1', async () => {
    const l = limiter({ kind: 'window', max: 1, windowMs: MINUTE_MS });
    expect(await takeTimes(l, 'one', 2)).toEqual([0, 60]);
  });
});

describe('a backoff limit', () => {
  const policy = {
    kind: 'backoff',
    max: 3,
    firstBlockMs: MINUTE_MS,
    maxBlockMs: 5 * MINUTE_MS,
    forgetMs: 60 * MINUTE_MS,
  } as const;

  it('blocks after max hits and doubles the block with every later hit, up to the cap', async () => {
    const l = limiter(policy);
    expect(await takeTimes(l, 'k', 4)).toEqual([0, 0, 0, 60]);
    for (const block of [2, 4, 5, 5]) {
      clock.advance(MINUTE_MS * 5);
      expect(await takeTimes(l, 'k', 2)).toEqual([0, block * 60]);
    }
  });

  it('does not let refused hits lengthen the block', async () => {
    const l = limiter(policy);
    await takeTimes(l, 'patient', 3);
    await takeTimes(l, 'patient', 20);
    clock.advance(MINUTE_MS);
    expect(await takeTimes(l, 'patient', 1)).toEqual([0]);
  });

  it('forgets the hits a while after the last one', async () => {
    const l = limiter(policy);
    await takeTimes(l, 'old', 3);
    clock.advance(60 * MINUTE_MS);
    expect(await takeTimes(l, 'old', 4)).toEqual([0, 0, 0, 60]);
  });

  it('starts again after clear', async () => {
    const l = limiter(policy);
    await takeTimes(l, 'cleared', 3);
    await l.clear('cleared');
    expect(await takeTimes(l, 'cleared', 3)).toEqual([0, 0, 0]);
  });

  it('stores neither the subject nor the name', async () => {
    await limiter(policy).take('someone@example.test|10.0.0.1');
    const rows = JSON.stringify(await database.db.select().from(rate_limit_counters));
    expect(rows).not.toContain('someone');
    expect(rows).not.toContain('10.0.0.1');
  });
});
