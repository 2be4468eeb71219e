import { LIVE_EVENTS } from '@showroom/contract/live';
import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect-delay.ts';

describe('reconnectDelayMs', () => {
  it('doubles from the first wait up to the longest, each between half and all of it', () => {
    const most = (failures: number) => reconnectDelayMs(failures, () => 0.999_999);
    const least = (failures: number) => reconnectDelayMs(failures, () => 0);
    expect([1, 2, 3].map(most)).toEqual([1_000, 2_000, 4_000]);
    expect(least(1)).toBe(500);
    expect(most(20)).toBe(LIVE_EVENTS.reconnectMaxMs);
    expect(least(20)).toBe(LIVE_EVENTS.reconnectMaxMs / 2);
  });
});
