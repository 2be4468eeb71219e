import { MESSAGES } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, fakeApi, jsonResponse, resetPage, toasts } from './auth-test-kit.ts';
import { changePassword, requestPasswordResetLink, resetPassword } from './password-requests.ts';

let page: ReturnType<typeof resetPage>;
beforeEach(() => {
  page = resetPage();
});
afterEach(() => page.unregister());

describe('password requests', () => {
  it('asks for a reset link silently', async () => {
    const requests = fakeApi({ 'POST password/email': jsonResponse(500, { message: 'Mail down.' }) });
    await expect(requestPasswordResetLink({ email: 'ann@example.com' })).rejects.toMatchObject({
      status: 500,
    });
    expect(requests[0]?.body).toEqual({ email: 'ann@example.com' });
    expect(toasts()).toEqual([]);
  });

  it('rejects a refused reset-link request with its field errors', async () => {
    fakeApi({
      'POST password/email': jsonResponse(422, {
        message: MESSAGES.invalidGiven,
        errors: { email: ['The email field must be a valid email address.'] },
      }),
    });
    await expect(requestPasswordResetLink({ email: 'x' })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { email: ['The email field must be a valid email address.'] },
    });
  });

  it('resets the password with the token and resolves with the message', async () => {
    const request = {
      token: 'tok',
      email: 'ann@example.com',
      password: 'new password',
      password_confirmation: 'new password',
    };
    const requests = fakeApi({ 'POST password/reset': envelope(null, ACCOUNT_MESSAGES.passwordResetDone) });
    await expect(resetPassword(request)).resolves.toBe(ACCOUNT_MESSAGES.passwordResetDone);
    expect(requests[0]?.body).toEqual(request);
  });

  it('changes the password and resolves with the message', async () => {
    const request = {
      current_password: 'old one',
      password: 'new password',
      password_confirmation: 'new password',
    };
    const requests = fakeApi({ 'POST change_password': envelope(null, ACCOUNT_MESSAGES.passwordChanged) });
    await expect(changePassword(request)).resolves.toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect(requests[0]?.body).toEqual(request);
  });
});
