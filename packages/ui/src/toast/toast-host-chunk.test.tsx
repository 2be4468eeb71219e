import { MESSAGES } from '@showroom/contract';
import { notify } from '@showroom/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './toast-host.tsx';
import { toastListChunk } from './toast-list-chunk.ts';

// The styled list's chunk, as the network lets it come: counted, and failing while `offline`.
const chunk = { asked: 0, offline: false };
const load = toastListChunk.load;

describe('ToastHost and its list chunk', () => {
  beforeEach(() => {
    notify.store.setState({ toasts: [] });
    vi.spyOn(toastListChunk, 'load').mockImplementation(() => {
      chunk.asked += 1;
      return chunk.offline ? Promise.reject(new Error('Loading chunk failed')) : load();
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the toasts as text with a close button when the list cannot be downloaded', async () => {
    chunk.offline = true;
    const user = userEvent.setup();
    render(<ToastHost />);
    expect(chunk.asked).toBe(0);
    act(() => {
      notify.error(MESSAGES.serverErrorFallback);
    });
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(MESSAGES.serverErrorFallback);
    expect(screen.getByRole('region', { name: 'Notifications' }).contains(toast)).toBe(true);
    await user.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(notify.store.getState().toasts).toEqual([]);

    // The network is back: the next toast asks again and comes styled, with its progress bar.
    chunk.offline = false;
    act(() => {
      notify.success('Saved.');
    });
    await vi.waitFor(() => expect(screen.getByRole('status').className).toContain('sr-toast'));
    expect(chunk.asked).toBe(2);
  });
});
