import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEarly, takeEarly } from './early-load.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('early loads', () => {
  it('hands the early answer to the screen once, then loads afresh', async () => {
    const early = vi.fn(async () => 'early');
    const late = vi.fn(async () => 'late');
    loadEarly('list:a', early);
    loadEarly('list:a', early);
    expect(early).toHaveBeenCalledTimes(1);
    await expect(takeEarly('list:a', late)).resolves.toBe('early');
    await expect(takeEarly('list:a', late)).resolves.toBe('late');
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('asks nothing early for what its screen already asked itself, since its code came late', async () => {
    const own = vi.fn(async () => 'own');
    const early = vi.fn(async () => 'early');
    await expect(takeEarly('product:d', own)).resolves.toBe('own');
    loadEarly('product:d', early);
    expect(early).not.toHaveBeenCalled();
    // Only that once: a later visit's early request goes out again.
    loadEarly('product:d', early);
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('does not use an answer that waited too long', async () => {
    vi.useFakeTimers();
    loadEarly('list:b', async () => 'early');
    vi.advanceTimersByTime(11_000);
    await expect(takeEarly('list:b', async () => 'late')).resolves.toBe('late');
  });

  it('passes an early failure to the screen that takes it', async () => {
    loadEarly('list:c', async () => {
      throw new Error('offline');
    });
    await expect(takeEarly('list:c', async () => 'late')).rejects.toThrow('offline');
  });
});
