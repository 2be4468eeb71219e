import { COOKIE_NAMES, STORAGE_KEYS } from '@showroom/contract';
import { session } from '@showroom/core';
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
import { loadCurrentUser } from './current-user.ts';

let page: ReturnType<typeof resetPage>;

beforeEach(() => {
  page = resetPage();
});
afterEach(() => page.unregister());

describe('loadCurrentUser', () => {
  it('asks nothing without a valid token', async () => {
    session.setSession({ token: 'short' });
    const requests = fakeApi({});
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(requests).toEqual([]);
  });

  it('refreshes the session user and the user-type cookie', async () => {
    session.setSession({ token: TOKEN });
    const requests = fakeApi({ 'GET authuser': envelope(authUser({ total_projects: 4 })) });
    await expect(loadCurrentUser()).resolves.toMatchObject({ total_projects: 4 });
    expect(routes(requests)).toEqual(['GET authuser']);
    expect(session.store.getState().user).toMatchObject({ id: 42, total_projects: 4 });
    expect(cookies.get(COOKIE_NAMES.userType)).toBe('User');
  });

  it.each([
    ['a 500', () => jsonResponse(500, { message: 'Database down.' })],
    ['a 401', () => jsonResponse(401, {})],
    ['an answer outside the contract', () => envelope({ id: 'x' })],
  ])('clears the stored token on %s, silently', async (_case, answer) => {
    session.setSession({ token: TOKEN, user: authUser() });
    fakeApi({ 'GET authuser': answer() });
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
    expect(toasts()).toEqual([]);
    expect(page.navigator).not.toHaveBeenCalled();
  });

  it('keeps the session when the server was not reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    session.setSession({ token: TOKEN });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(session.isLoggedIn()).toBe(true);
  });
});
