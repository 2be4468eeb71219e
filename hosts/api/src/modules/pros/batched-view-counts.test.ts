import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchedViewCounts, VIEW_COUNT_BATCH_MS } from './batched-view-counts.ts';

describe('batched product views', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a batch once, one sum per showroom, and nothing while idle', async () => {
    const writes: [number, number][] = [];
    const views = createBatchedViewCounts(async (showroom, amount) => {
      writes.push([showroom, amount]);
    }, vi.fn());
    views.add(7);
    views.add(7);
    views.add(9);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(VIEW_COUNT_BATCH_MS);
    expect(writes).toEqual([
      [7, 2],
      [9, 1],
    ]);
    await vi.advanceTimersByTimeAsync(VIEW_COUNT_BATCH_MS * 3);
    expect(writes).toHaveLength(2);
    views.add(7);
    await vi.advanceTimersByTimeAsync(VIEW_COUNT_BATCH_MS);
    expect(writes.at(-1)).toEqual([7, 1]);
  });

  it('reports a failed write and keeps counting', async () => {
    const onError = vi.fn();
    const views = createBatchedViewCounts(async () => {
      throw new Error('database gone');
    }, onError);
    views.add(7);
    await vi.advanceTimersByTimeAsync(VIEW_COUNT_BATCH_MS);
    expect(onError).toHaveBeenCalledOnce();
  });
});
