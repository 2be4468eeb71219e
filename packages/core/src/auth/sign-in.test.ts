import { COOKIE_NAMES, MESSAGES, STORAGE_KEYS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { ApiError, onShowroomEvent, session } from '@showroom/core';
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
import { signIn } from './sign-in.ts';

const credentials = { email: 'ann@example.com', password: 'correct horse battery' };
let page: ReturnType<typeof resetPage>;

beforeEach(() => {
  page = resetPage();
});
afterEach(() => page.unregister());

function loginAnswers(user = authUser()) {
  return fakeApi({ 'POST login': envelope({ user, token: TOKEN }), 'POST logout': envelope(null) });
}

describe('signIn', () => {
  it('posts the credentials, stores the session and the one-day user-type cookie, announces it', async () => {
    const loggedIn = vi.fn();
    const stop = onShowroomEvent(document, 'showroom:logged-in', loggedIn);
    const requests = loginAnswers();
    await signIn(credentials);
    expect(requests[0]).toMatchObject({ route: 'POST login', body: credentials });
    expect(session.isLoggedIn()).toBe(true);
    expect(session.store.getState().user).toMatchObject({ id: 42, type: 'User' });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(TOKEN);
    expect(cookies.get(COOKIE_NAMES.userType)).toBe('User');
    expect(loggedIn).toHaveBeenCalledOnce();
    stop();
  });

  it('follows the ?redirect= and spends the stored redirect_to', async () => {
    localStorage.setItem(STORAGE_KEYS.redirectTo, '/cart');
    loginAnswers();
    await expect(signIn(credentials, { redirect: '/visualize/checklist' })).resolves.toEqual({
      kind: 'go',
      path: '/visualize/checklist',
    });
    expect(page.navigator).toHaveBeenCalledWith('/visualize/checklist');
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBeNull();
  });

  it('falls back to the stored redirect_to, and ignores an unsafe ?redirect=', async () => {
    localStorage.setItem(STORAGE_KEYS.redirectTo, '/checkout');
    loginAnswers();
    await signIn(credentials, { redirect: 'https://evil.example/' });
    expect(page.navigator).toHaveBeenCalledWith('/checkout');
  });

  it('a rejected user is signed out again with the error and keeps the stored redirect', async () => {
    localStorage.setItem(STORAGE_KEYS.redirectTo, '/checkout');
    const requests = loginAnswers(authUser({ status: 'Deactive' }));
    await signIn(credentials);
    expect(routes(requests)).toEqual(['POST login', 'POST logout']);
    expect(session.isLoggedIn()).toBe(false);
    expect(cookies.get(COOKIE_NAMES.userType)).toBeNull();
    expect(toasts()).toEqual([{ type: 'error', message: ACCOUNT_MESSAGES.accountDeactivated }]);
    expect(page.navigator).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/checkout');
  });

  it('runs the stored-cart branch with the stored context', async () => {
    localStorage.setItem(STORAGE_KEYS.cartId, 'tmp-9');
    localStorage.setItem(STORAGE_KEYS.draftItem, JSON.stringify({ showroom: 7 }));
    const requests = fakeApi({
      'POST login': envelope({ user: authUser(), token: TOKEN }),
      'POST projectCart': envelope(70),
      'POST projectCart/update_project_cart': envelope({ cart_id: 9, project_id: 81 }),
    });
    await signIn(credentials, { redirect: '/checkout' });
    expect(routes(requests)).toEqual([
      'POST login',
      'POST projectCart',
      'POST projectCart/update_project_cart',
    ]);
    expect(page.navigator).toHaveBeenCalledWith('/checkout');
  });

  describe('remember me', () => {
    it('keeps the email and the flag for 340 days, never the password', async () => {
      const writes: string[] = [];
      vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
        writes.push(value);
      });
      loginAnswers();
      await signIn(credentials, { remember: true });
      const kept = writes.filter((entry) => !entry.includes('1970'));
      expect(kept.map((entry) => entry.split(';')[0])).toEqual([
        'user_type=User',
        'remember_email=ann%40example.com',
        'remember_me=1',
      ]);
      const expires = (entry: string) => Date.parse(/expires=([^;]+)/.exec(entry)?.[1] ?? '');
      const days = (expires(kept[1] ?? '') - Date.now()) / 86_400_000;
      expect(Math.round(days)).toBe(340);
      expect(writes.join('\n')).not.toContain('correct');
      expect(writes.some((entry) => entry.startsWith('remember_password=;'))).toBe(true);
    });

    it('forgets a remembered email when not chosen', async () => {
      cookies.set(COOKIE_NAMES.rememberEmail, 'old@example.com', { days: 1 });
      cookies.set(COOKIE_NAMES.rememberMe, '1', { days: 1 });
      loginAnswers();
      await signIn(credentials, { remember: false });
      expect(cookies.get(COOKIE_NAMES.rememberEmail)).toBeNull();
      expect(cookies.get(COOKIE_NAMES.rememberMe)).toBeNull();
    });
  });

  describe('refused credentials', () => {
    it('rejects a 422 carrying its field errors for the form, signed out', async () => {
      fakeApi({
        'POST login': jsonResponse(422, {
          message: MESSAGES.invalidGiven,
          errors: { email: [ACCOUNT_MESSAGES.loginFailed] },
        }),
      });
      const error = await signIn(credentials).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).fieldErrors).toEqual({ email: [ACCOUNT_MESSAGES.loginFailed] });
      expect(session.isLoggedIn()).toBe(false);
      expect(page.navigator).not.toHaveBeenCalled();
    });

    it('rejects a 401 signed out, for the form to explain', async () => {
      fakeApi({ 'POST login': jsonResponse(401, { message: MESSAGES.unauthenticated }) });
      await expect(signIn(credentials)).rejects.toMatchObject({ status: 401 });
      expect(session.isLoggedIn()).toBe(false);
    });

    it('leaves a 429 to the shared error handling, which says how long to wait', async () => {
      fakeApi({
        'POST login': new Response(JSON.stringify({ message: MESSAGES.tooManyRequests }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '30' },
        }),
      });
      await expect(signIn(credentials)).rejects.toMatchObject({ status: 429 });
      expect(toasts()).toEqual([
        { type: 'error', message: 'Too many requests. Please wait 30 seconds and try again.' },
      ]);
    });

    it('leaves a network failure to the caller', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('offline'))),
      );
      await expect(signIn(credentials)).rejects.toMatchObject({ kind: 'network' });
      expect(toasts()).toEqual([]);
    });
  });
});
