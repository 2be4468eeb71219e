import { describe, expect, it } from 'vitest';
import { describeWait, retryAfterSeconds } from './retry-after.ts';

describe('retryAfterSeconds', () => {
  it('reads delay-seconds', () => expect(retryAfterSeconds('120')).toBe(120));

  it('reads an HTTP date as the seconds until then', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
  });

  it('is null when absent or unreadable', () => {
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
  });
});

describe('describeWait', () => {
  it.each([
    [1, '1 second'],
    [0, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
  ])('%i → %s', (seconds, text) => expect(describeWait(seconds)).toBe(text));
});
