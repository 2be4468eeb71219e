import { ACCOUNT_MESSAGES } from '@showroom/contract/account';

import { configureApi, SHOWROOM_EVENTS, session, setNavigator } from '@showroom/core';
import { notifications } from '@showroom/core/account';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccountApi } from '../../testing/account-api-stub.ts';
import { AccountElement } from './account-element.tsx';

beforeEach(() => {
  localStorage.clear();
  session.clearSession();
  notifications.stop();
  notifications.reset();
  configureApi({ baseUrl: 'http://platform.test/api' });
  vi.stubGlobal('fetch', createAccountApi().fetch);
});

afterEach(() => {
  cleanup();
  notifications.stop();
  vi.unstubAllGlobals();
});

describe('AccountElement', () => {
  it('signed out: a short prompt whose Sign In goes to Login, back to the account after', async () => {
    const navigator = vi.fn();
    const unregister = setNavigator(navigator);
    render(<AccountElement />);
    expect(screen.getByText(ACCOUNT_MESSAGES.accountSignInPrompt)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(navigator).toHaveBeenCalledWith('/login?redirect=%2Faccount');
    unregister();
  });

  it('in an embed (no shell router) Sign In asks the host page through showroom:navigate', async () => {
    const paths: string[] = [];
    const onNavigate = vi.fn((event: Event) => {
      event.preventDefault();
      paths.push((event as CustomEvent<{ path: string }>).detail.path);
    });
    document.addEventListener(SHOWROOM_EVENTS.navigate, onNavigate);
    render(<AccountElement />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(paths).toEqual(['/login?redirect=%2Faccount']);
    document.removeEventListener(SHOWROOM_EVENTS.navigate, onNavigate);
  });

  it('signed in: the account screen, and the prompt again after logout', async () => {
    session.setSession({ token: '5|signed-in-token-value' });
    render(<AccountElement />);
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();

    act(() => session.clearSession());
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows the page its page attribute names, and signs in back to it', async () => {
    const navigator = vi.fn();
    const unregister = setNavigator(navigator);
    render(<AccountElement page="/notification" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(navigator).toHaveBeenCalledWith('/login?redirect=%2Fnotification');

    act(() => session.setSession({ token: '5|signed-in-token-value' }));
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
    unregister();
  });
});
