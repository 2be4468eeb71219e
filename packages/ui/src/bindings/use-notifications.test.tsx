import { session } from '@showroom/core';
import { notifications } from '@showroom/core/account';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from './use-notifications.ts';

function Badge() {
  const count = useNotifications((state) => state.pendingCount);
  return <output aria-label="Unread">{count}</output>;
}

describe('useNotifications', () => {
  beforeEach(() => {
    notifications.stop();
    notifications.reset();
    session.clearSession();
  });
  afterEach(() => {
    cleanup();
    notifications.stop();
  });

  it('starts following the session and re-renders with the count', async () => {
    const start = vi.spyOn(notifications, 'start');
    render(<Badge />);
    expect(start).toHaveBeenCalled();
    expect(screen.getByLabelText('Unread').textContent).toBe('0');
    act(() => notifications.store.setState({ pendingCount: 4 }));
    expect(screen.getByLabelText('Unread').textContent).toBe('4');
  });
});
