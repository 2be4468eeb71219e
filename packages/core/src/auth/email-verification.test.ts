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
  TOKEN,
  toasts,
} from './auth-test-kit.ts';
import { resendVerificationEmail, verifyEmail } from './email-verification.ts';

let page: ReturnType<typeof resetPage>;
beforeEach(() => {
  page = resetPage();
});
afterEach(() => page.unregister());

const verified = authUser({ email_verified_at: '2024-05-01T00:00:00Z' });

describe('email verification', () => {
  it('resends the link and resolves with the message', async () => {
    session.setSession({ token: TOKEN });
    const requests = fakeApi({ 'GET email/resend': envelope(null, ACCOUNT_MESSAGES.verificationLinkSent) });
    await expect(resendVerificationEmail()).resolves.toBe(ACCOUNT_MESSAGES.verificationLinkSent);
    expect(requests[0]?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('verifies the token and reloads the signed-in user, whose copy is then verified', async () => {
    session.setSession({ token: TOKEN, user: authUser({ email_verified_at: null }) });
    const requests = fakeApi({
      'GET email/verify/a%2Fb': jsonResponse(200, { success: true, message: ACCOUNT_MESSAGES.emailVerified }),
      'GET authuser': envelope(verified),
    });
    await expect(verifyEmail('a/b')).resolves.toEqual({ message: ACCOUNT_MESSAGES.emailVerified });
    expect(routes(requests)).toEqual(['GET email/verify/a%2Fb', 'GET authuser']);
    expect(session.store.getState().user).toMatchObject({ email_verified_at: '2024-05-01T00:00:00Z' });
  });

  it('asks for no user when signed out', async () => {
    const requests = fakeApi({
      'GET email/verify/tok': jsonResponse(200, { success: true, message: ACCOUNT_MESSAGES.emailVerified }),
    });
    await expect(verifyEmail('tok')).resolves.toEqual({ message: ACCOUNT_MESSAGES.emailVerified });
    expect(requests).toHaveLength(1);
    expect(session.store.getState().user).toBeNull();
  });

  it('rejects an invalid link silently', async () => {
    fakeApi({ 'GET email/verify/bad': jsonResponse(404, { message: 'Invalid.' }) });
    await expect(verifyEmail('bad')).rejects.toMatchObject({ status: 404 });
    expect(toasts()).toEqual([]);
  });
});
