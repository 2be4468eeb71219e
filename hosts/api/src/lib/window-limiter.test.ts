import { describe, expect, it } from 'vitest';
import { WindowLimiter } from './window-limiter.ts';

function limiter(max: number, windowMs: number, maxKeys?: number) {
  let now = 0;
  const clock = { now: () => new Date(now) };
  return {
    limiter: new WindowLimiter({ max, windowMs, clock, ...(maxKeys ? { maxKeys } : {}) }),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('WindowLimiter', () => {
  it('refuses the hit after max within the window, then opens again', () => {
    const { limiter: l, advance } = limiter(2, 1_000);
    expect(l.take('a')).toBe(0);
    expect(l.take('a')).toBe(0);
    expect(l.take('a')).toBe(1);
    expect(l.isLimited('b')).toBe(false);
    advance(999);
    expect(l.isLimited('a')).toBe(true);
    advance(1);
    expect(l.take('a')).toBe(0);
  });

  it('tells how many seconds to wait, rounded up', () => {
    const { limiter: l, advance } = limiter(1, 90_000);
    l.hit('k');
    advance(500);
    expect(l.retryAfterSeconds('k')).toBe(90);
  });

  it('forgets a key on reset', () => {
    const { limiter: l } = limiter(1, 1_000);
    l.hit('k');
    l.reset('k');
    expect(l.isLimited('k')).toBe(false);
  });

  it('stays within maxKeys by dropping expired, then oldest keys', () => {
    const { limiter: l } = limiter(1, 1_000, 2);
    l.hit('a');
    l.hit('b');
    l.hit('c');
    expect(l.isLimited('a')).toBe(false);
    expect(l.isLimited('b')).toBe(true);
    expect(l.isLimited('c')).toBe(true);
  });
});
