import { OTP_INVALID, OTP_SENT, OTP_VERIFIED } from '@showroom/contract/account';
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
    const requests = fakeApi({ 'GET login/verify_otp': envelope({ valid_otp: false }, OTP_SENT) });
    await expect(requestAdminOtp()).resolves.toBe(OTP_SENT);
    expect(requests).toHaveLength(1);
    expect(isOtpVerified()).toBe(false);
  });

  it('a valid code sets otp_verify and shows the server message', async () => {
    fakeApi({ 'GET login/verify_otp': envelope({ valid_otp: true }, OTP_VERIFIED) });
    await expect(verifyAdminOtp('123456')).resolves.toEqual({ valid: true, message: OTP_VERIFIED });
    expect(isOtpVerified()).toBe(true);
    expect(toasts()).toEqual([{ type: 'success', message: OTP_VERIFIED }]);
  });

  it('a wrong code leaves the cookie unset and returns the message for the form', async () => {
    fakeApi({ 'GET login/verify_otp': { ...envelope({ valid_otp: false }, OTP_INVALID), success: false } });
    await expect(verifyAdminOtp('000000')).resolves.toEqual({ valid: false, message: OTP_INVALID });
    expect(isOtpVerified()).toBe(false);
    expect(toasts()).toEqual([]);
  });
});
