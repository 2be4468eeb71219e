import { STORAGE_KEYS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { session } from '@showroom/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authUser,
  envelope,
  fakeApi,
  jsonResponse,
  resetPage,
  routes,
  selectShowroom,
  TOKEN,
  toasts,
} from './auth-test-kit.ts';
import { socialSignIn, socialSignInDestination } from './social-sign-in.ts';

let page: ReturnType<typeof resetPage>;

beforeEach(() => {
  page = resetPage();
});
afterEach(() => page.unregister());

const sandbox = envelope({
  access_token: 'sandbox-google-token',
  expires_in: 300,
  name: 'Sam Demo',
  email: 'sam@example.com',
});

describe('socialSignIn', () => {
  it("gets the sandbox identity's token, posts it with the showroom and stores the session", async () => {
    selectShowroom();
    const requests = fakeApi({
      'GET sociallogin/google/sandbox': sandbox,
      'POST sociallogin/google': envelope({ user: authUser(), token: TOKEN }),
    });
    await expect(socialSignIn('google')).resolves.toBe('signed-in');
    expect(routes(requests)).toEqual(['GET sociallogin/google/sandbox', 'POST sociallogin/google']);
    expect(requests[1]?.body).toEqual({ access_token: 'sandbox-google-token', shop_id: 7 });
    expect(session.isLoggedIn()).toBe(true);
  });

  it("uses the provider's own token when given, and no shop_id without a showroom", async () => {
    const requests = fakeApi({ 'POST sociallogin/facebook': envelope({ user: authUser(), token: TOKEN }) });
    await socialSignIn('facebook', { accessToken: 'fb-token' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ access_token: 'fb-token' });
  });

  it('sends a user with projects to /projects', async () => {
    fakeApi({ 'POST sociallogin/google': envelope({ user: authUser({ total_projects: 1 }), token: TOKEN }) });
    await socialSignIn('google', { accessToken: 't', redirect: '/cart' });
    expect(page.navigator).toHaveBeenCalledWith('/projects');
  });

  it('otherwise follows the redirect, then the stored one, which is spent', async () => {
    fakeApi({ 'POST sociallogin/google': envelope({ user: authUser(), token: TOKEN }) });
    await socialSignIn('google', { accessToken: 't', redirect: '/cart' });
    expect(page.navigator).toHaveBeenLastCalledWith('/cart');

    localStorage.setItem(STORAGE_KEYS.redirectTo, '/checkout');
    await socialSignIn('google', { accessToken: 't' });
    expect(page.navigator).toHaveBeenLastCalledWith('/checkout');
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBeNull();
  });

  it('logs out when no user comes back, revoking a token that did', async () => {
    const requests = fakeApi({
      'POST sociallogin/google': envelope({ user: null, token: TOKEN }),
      'POST logout': envelope(null),
    });
    await expect(socialSignIn('google', { accessToken: 't' })).resolves.toBe('signed-out');
    expect(routes(requests)).toEqual(['POST sociallogin/google', 'POST logout']);
    expect(requests[1]?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(session.isLoggedIn()).toBe(false);
    expect(page.navigator).not.toHaveBeenCalled();
  });

  it('logs out when the answer holds no data at all', async () => {
    fakeApi({ 'POST sociallogin/google': envelope(null) });
    await expect(socialSignIn('google', { accessToken: 't' })).resolves.toBe('signed-out');
    expect(session.isLoggedIn()).toBe(false);
  });

  it("applies the page's rules: a non-User is rejected and signed out", async () => {
    fakeApi({
      'POST sociallogin/google': envelope({ user: authUser({ type: 'Contractor' }), token: TOKEN }),
      'POST logout': envelope(null),
    });
    await expect(socialSignIn('google', { accessToken: 't' })).resolves.toBe('rejected');
    expect(session.isLoggedIn()).toBe(false);
    expect(toasts()).toEqual([{ type: 'error', message: ACCOUNT_MESSAGES.notAuthorized }]);
  });

  it.each([
    ['the sandbox token fails', { 'GET sociallogin/google/sandbox': jsonResponse(500, { message: 'x' }) }],
    ['the provider refuses', { 'GET sociallogin/google/sandbox': sandbox }],
    [
      'the login is refused',
      { 'GET sociallogin/google/sandbox': sandbox, 'POST sociallogin/google': jsonResponse(422, {}) },
    ],
  ])('reports failed, with no message, when %s', async (_case, answers) => {
    fakeApi(answers);
    await expect(socialSignIn('google')).resolves.toBe('failed');
    expect(toasts()).toEqual([]);
    expect(session.isLoggedIn()).toBe(false);
    expect(page.navigator).not.toHaveBeenCalled();
  });
});

describe('socialSignInDestination', () => {
  it.each([
    [1, '/cart', '/projects'],
    [0, '/cart', '/cart'],
    [0, null, '/'],
    [0, '/login', '/'],
    [0, '/login?redirect=%2Fcart', '/'],
  ])('%i project(s), redirect %s → %s', (projects, redirect, path) => {
    expect(socialSignInDestination(projects, redirect)).toBe(path);
  });
});
