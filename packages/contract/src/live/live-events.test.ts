import { describe, expect, it } from 'vitest';
import { formatLiveEventCursor, liveEventCursorSchema } from './live-events.ts';

describe('the live events cursor', () => {
  it('reads back what it wrote', () => {
    const cursor = { tx: 8123n, id: 42n };
    expect(liveEventCursorSchema.parse(formatLiveEventCursor(cursor))).toEqual(cursor);
  });

  it('refuses what no stream sent: junk, missing parts, past a bigint', () => {
    for (const value of [
      '',
      'abc',
      '1',
      '1-',
      '-1-1',
      '1-2-3',
      '9223372036854775808-1',
      '1-9999999999999999999',
    ]) {
      expect(liveEventCursorSchema.safeParse(value).success).toBe(false);
    }
    expect(liveEventCursorSchema.safeParse('9223372036854775807-1').success).toBe(true);
  });
});
