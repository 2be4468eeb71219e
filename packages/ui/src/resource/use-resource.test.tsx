import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useResource } from './use-resource.ts';

/** A load whose answers the test gives by hand, one pending request per call. */
function manualLoad<T>() {
  const calls: { signal: AbortSignal; resolve: (data: T) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { load, calls };
}

function renderResource<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  return renderHook(({ key: current }) => useResource(current, load), { initialProps: { key } });
}

afterEach(cleanup);

describe('useResource', () => {
  it('is loading, then ready with the data', async () => {
    const { load, calls } = manualLoad<string>();
    const { result } = renderResource('a', load);
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[0]?.resolve('data for a'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'data for a' });
  });

  it('stays idle and loads nothing while the key is null', () => {
    const { load } = manualLoad<string>();
    const { result } = renderResource(null, load);
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(load).not.toHaveBeenCalled();
  });

  it('aborts the request when the key changes and never shows its late answer', async () => {
    const { load, calls } = manualLoad<string>();
    const { result, rerender } = renderResource('a', load);
    rerender({ key: 'b' });
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[1]?.resolve('data for b'));
    await act(async () => calls[0]?.resolve('data for a'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'data for b' });
  });

  it('shows loading, not old data, as soon as the key changes', async () => {
    const { load, calls } = manualLoad<string>();
    const { result, rerender } = renderResource('a', load);
    await act(async () => calls[0]?.resolve('data for a'));
    rerender({ key: 'b' });
    expect(result.current.state).toEqual({ status: 'loading' });
    // Back to the first key before the second answered: a fresh load, not the old answer.
    rerender({ key: 'a' });
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('goes back to idle when the key becomes null, aborting what was under way', () => {
    const { load, calls } = manualLoad<string>();
    const { result, rerender } = renderResource<string>('a', load);
    rerender({ key: null });
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('reports the error, and retry loads the same key again', async () => {
    const { load, calls } = manualLoad<string>();
    const failure = new Error('offline');
    const { result } = renderResource('a', load);
    await act(async () => calls[0]?.reject(failure));
    expect(result.current.state).toEqual({ status: 'error', error: failure });

    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve('data for a'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'data for a' });
  });

  it('update changes the loaded data without loading again', async () => {
    const { load, calls } = manualLoad<{ city: string; zip: string }>();
    const { result } = renderResource('profile', load);
    await act(async () => calls[0]?.resolve({ city: 'Austin', zip: '73301' }));
    act(() => result.current.update((data) => ({ ...data, zip: '78701' })));
    expect(result.current.state).toEqual({ status: 'ready', data: { city: 'Austin', zip: '78701' } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('aborts on unmount and sets nothing when the answer comes later', async () => {
    const { load, calls } = manualLoad<string>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result, unmount } = renderResource('a', load);
    const shown = result.current;
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[0]?.resolve('late'));
    expect(result.current).toBe(shown);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
