import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type PagedAnswer, usePagedList } from './use-paged-list.ts';

const pageOf = (key: string, page: number): PagedAnswer<string> => ({
  data: [`${key}${page}a`, `${key}${page}b`],
  total: 6,
});

describe('usePagedList', () => {
  it('appends each page under the ones shown and keeps the first answer', async () => {
    const load = vi.fn(async (page: number) => pageOf('x', page));
    const { result } = renderHook(() => usePagedList('x', load));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toEqual(['x1a', 'x1b', 'x2a', 'x2b']));
    expect(result.current.total).toBe(6);
    expect(result.current.first?.data).toEqual(['x1a', 'x1b']);
    expect(load.mock.calls.map(([page]) => page)).toEqual([1, 2]);
  });

  it('starts again from page 1 for a new key and aborts the request it replaces', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn((_page: number, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<PagedAnswer<string>>(() => {});
    });
    const { rerender } = renderHook(({ key }) => usePagedList(key, load), { initialProps: { key: 'a' } });
    rerender({ key: 'b' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load.mock.calls.map(([page]) => page)).toEqual([1, 1]);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('shows an error and loads the failed page again on retry', async () => {
    const load = vi.fn(async (page: number) => pageOf('y', page)).mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => usePagedList('y', load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toEqual(['y1a', 'y1b']);
  });

  it('is an empty ready list when there is nothing to load', async () => {
    const load = vi.fn(async (page: number) => pageOf('z', page));
    const { result } = renderHook(() => usePagedList(null, load));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });
});
