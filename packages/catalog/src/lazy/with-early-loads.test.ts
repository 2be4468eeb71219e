import { afterAll, describe, expect, it, vi } from 'vitest';

// A copy that has not loaded the chunk yet; the next file starts from a new module graph.
afterAll(() => vi.resetModules());

describe('withEarlyLoads', () => {
  it('waits for the chunk the first time, then runs at once, so a cached screen finds its early answer', async () => {
    vi.resetModules();
    const { preloadEarlyLoads, withEarlyLoads } = await import('./with-early-loads.ts');
    const started: string[] = [];
    withEarlyLoads((loads) => started.push(typeof loads.loadProductDetailEarly));
    expect(started).toEqual([]);

    await preloadEarlyLoads();
    await vi.waitFor(() => expect(started).toEqual(['function']));
    withEarlyLoads(() => started.push('at once'));
    expect(started).toEqual(['function', 'at once']);
  });
});
