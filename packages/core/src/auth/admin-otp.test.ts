import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { session } from '@showroom/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestAdminOtp, verifyAdminOtp } from './admin-otp.ts';
import { isOtpVerified } from './auth-cookies.ts';
import { envelope, fakeApi, resetPage, TOKEN, toasts } from './auth-test-kit.ts';

let page: ReturnType<typeof resetPage>;
beforeEach(() => {
  page = resetPage();
  session.setSession({ token: TOKEN });
});
afterEach(() => page.unregister());

describe('admin OTP', () => {
  it('asks for a fresh code without setting the cookie', async () => {
    const requests = fakeApi({
      'GET login/verify_otp': envelope({ valid_otp: false }, ACCOUNT_MESSAGES.otpSent),
    });
    await expect(requestAdminOtp()).resolves.toBe(ACCOUNT_MESSAGES.otpSent);
    expect(requests).toHaveLength(1);
    expect(isOtpVerified()).toBe(false);
  });

  it('a valid code sets otp_verify and shows the server message', async () => {
    fakeApi({ 'GET login/verify_otp': envelope({ valid_otp: true }, ACCOUNT_MESSAGES.otpVerified) });
    await expect(verifyAdminOtp('123456')).resolves.toEqual({
      valid: true,
      message: ACCOUNT_MESSAGES.otpVerified,
    });
    expect(isOtpVerified()).toBe(true);
    expect(toasts()).toEqual([{ type: 'success', message: ACCOUNT_MESSAGES.otpVerified }]);
  });

  it('a wrong code leaves the cookie unset and returns the message for the form', async () => {
    fakeApi({
      'GET login/verify_otp': {
        ...envelope({ valid_otp: false }, ACCOUNT_MESSAGES.otpInvalid),
        success: false,
      },
    });
    await expect(verifyAdminOtp('000000')).resolves.toEqual({
      valid: false,
      message: ACCOUNT_MESSAGES.otpInvalid,
    });
    expect(isOtpVerified()).toBe(false);
    expect(toasts()).toEqual([]);
  });
});
