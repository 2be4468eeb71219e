import type { Resource } from '@showroom/ui';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownData } from './use-shown-data.ts';

const ready = (data: string): Resource<string> => ({ status: 'ready', data });
const loading: Resource<string> = { status: 'loading' };

describe('useShownData', () => {
  it('keeps showing the data while the same thing reloads at other prices', () => {
    const { result, rerender } = renderHook(({ state, identity }) => useShownData(state, identity), {
      initialProps: { state: ready('tile at platform prices'), identity: 'tile' },
    });
    expect(result.current).toBe('tile at platform prices');
    rerender({ state: loading, identity: 'tile' });
    expect(result.current).toBe('tile at platform prices');
    rerender({ state: ready('tile at the pro’s prices'), identity: 'tile' });
    expect(result.current).toBe('tile at the pro’s prices');
  });

  it('shows nothing (the skeleton) while something else loads, and nothing after a failure', () => {
    const { result, rerender } = renderHook(({ state, identity }) => useShownData(state, identity), {
      initialProps: { state: ready('tile'), identity: 'tile' },
    });
    rerender({ state: loading, identity: 'grout' });
    expect(result.current).toBeNull();
    rerender({ state: { status: 'error', error: new Error('offline') }, identity: 'tile' });
    expect(result.current).toBeNull();
  });
});
