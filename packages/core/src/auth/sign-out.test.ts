import { COOKIE_NAMES, MESSAGES, STORAGE_KEYS } from '@showroom/contract';
import { ACCOUNT_MESSAGES, LOGOUT_CLEARED_KEYS } from '@showroom/contract/account';
import { onShowroomEvent, session, showroomSelection } from '@showroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookies } from '../storage/cookies.ts';
import {
  authUser,
  envelope,
  fakeApi,
  jsonResponse,
  resetPage,
  routes,
  TOKEN,
  toasts,
} from './auth-test-kit.ts';
import { signOut } from './sign-out.ts';

let page: ReturnType<typeof resetPage>;

beforeEach(() => {
  page = resetPage();
  session.setSession({ token: TOKEN, aiToken: 'ai-token-1234', user: authUser() });
  cookies.set(COOKIE_NAMES.userType, 'User', { days: 1 });
  for (const key of Object.values(STORAGE_KEYS)) {
    const sessionKeys: string[] = [STORAGE_KEYS.authToken, STORAGE_KEYS.aiAuthToken, STORAGE_KEYS.userLogin];
    if (!sessionKeys.includes(key)) localStorage.setItem(key, `"${key}"`);
  }
});
afterEach(() => page.unregister());

async function expectSignedOutLocally() {
  expect(session.isLoggedIn()).toBe(false);
  expect(session.store.getState().user).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  for (const key of LOGOUT_CLEARED_KEYS) expect(localStorage.getItem(key), key).toBeNull();
  expect(showroomSelection.current()).toBeNull();
  expect(cookies.get(COOKIE_NAMES.userType)).toBeNull();
  expect(toasts()).toEqual([{ type: 'success', message: ACCOUNT_MESSAGES.loggedOut }]);
  expect(page.navigator).toHaveBeenCalledWith('/');
}

describe('signOut', () => {
  it('sends the logout with the token, then clears exactly the spec keys, the session and goes home', async () => {
    const cartUpdated = vi.fn();
    const loggedOut = vi.fn();
    const stops = [
      onShowroomEvent(document, 'showroom:cart-updated', (event) => cartUpdated(event.detail)),
      onShowroomEvent(document, 'showroom:logged-out', loggedOut),
    ];
    const requests = fakeApi({ 'POST logout': envelope(null, 'Logged out.') });
    await signOut();
    expect(routes(requests)).toEqual(['POST logout']);
    expect(requests[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(requests[0]?.body).toEqual({});
    await expectSignedOutLocally();
    expect(cartUpdated).toHaveBeenCalledWith({ count: 0 });
    expect(loggedOut).toHaveBeenCalledOnce();
    // Keys the spec does not list survive (e.g. the AI token, pagination).
    expect(localStorage.getItem(STORAGE_KEYS.pagination)).toBe('"pagination"');
    expect(localStorage.getItem(STORAGE_KEYS.aiAuthToken)).toBe('ai-token-1234');
    for (const stop of stops) stop();
  });

  it('completes the local part when the server fails', async () => {
    fakeApi({ 'POST logout': jsonResponse(500, { message: 'Database down.' }) });
    await signOut();
    await expectSignedOutLocally();
  });

  it('completes the local part when the token was already refused (401), without a Login detour', async () => {
    fakeApi({ 'POST logout': jsonResponse(401, { message: MESSAGES.unauthenticated }) });
    await signOut();
    await expectSignedOutLocally();
    expect(page.navigator).toHaveBeenCalledTimes(1);
  });

  it('completes the local part offline', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await signOut();
    await expectSignedOutLocally();
  });
});
