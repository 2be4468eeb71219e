import type { LiveEvent } from '@showroom/contract/live';
import { liveEvents } from '@showroom/core/live';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveEvent } from './use-live-event.ts';

function LastStatus({ prefix }: { prefix: string }) {
  const [last, setLast] = useState('none');
  useLiveEvent('order_item_status', (event) => setLast(`${prefix} ${event.status}`));
  return <output aria-label="Last status">{last}</output>;
}

afterEach(() => {
  cleanup();
  liveEvents.reset();
});

describe('useLiveEvent', () => {
  it('hands the latest callback each event of its kind, and unsubscribes on unmount', () => {
    const listeners: ((event: LiveEvent) => void)[] = [];
    const unsubscribe = vi.fn();
    vi.spyOn(liveEvents, 'subscribe').mockImplementation((kind, listener) => {
      expect(kind).toBe('order_item_status');
      listeners.push(listener as (event: LiveEvent) => void);
      return unsubscribe;
    });
    const { rerender, unmount } = render(<LastStatus prefix="first" />);
    rerender(<LastStatus prefix="second" />);
    act(() =>
      listeners[0]?.({ kind: 'order_item_status', order_id: 1, order_item_id: 2, status: 'Shipped' }),
    );
    expect(screen.getByLabelText('Last status').textContent).toBe('second Shipped');
    expect(listeners).toHaveLength(1);
    unmount();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});
