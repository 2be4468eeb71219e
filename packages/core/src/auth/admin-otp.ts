import { otpResponseSchema } from '@showroom/contract/sign-in';
import { api, notify } from '@showroom/core';
import { markOtpVerified } from './auth-cookies.ts';

/** `GET /api/login/verify_otp` without a code: mails the signed-in Admin a fresh one. */
export async function requestAdminOtp(): Promise<string> {
  const body = await api.get('login/verify_otp', { schema: otpResponseSchema });
  return body.message;
}

/**
 * `GET /api/login/verify_otp?otp=`: a valid code sets the `otp_verify` cookie (340 days) and its
 * message shows as a success toast (spec §8 "OTP success: server message shown"); a wrong one
 * resolves `false` with the server's message for the form to show.
 */
export async function verifyAdminOtp(otp: string): Promise<{ valid: boolean; message: string }> {
  const body = await api.get('login/verify_otp', { schema: otpResponseSchema, searchParams: { otp } });
  if (body.data.valid_otp) {
    markOtpVerified();
    notify.success(body.message);
  }
  return { valid: body.data.valid_otp, message: body.message };
}
