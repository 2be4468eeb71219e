import { envelopeSchema } from '@showroom/contract';
import { z } from 'zod/mini';
import { authUserSchema } from './auth-user.ts';

export const VERIFICATION_LINK_SENT = 'A fresh verification link has been sent to your email address.';
export const EMAIL_VERIFIED = 'Your email address has been verified.';
export const EMAIL_ALREADY_VERIFIED = 'Your email address is already verified.';
export const VERIFICATION_LINK_INVALID = 'This verification link is invalid or has expired.';

/** `GET /api/email/verify/{token}`: the verified user, so a signed-in tab can refresh its copy. */
export const emailVerifyResponseSchema = envelopeSchema(z.object({ user: authUserSchema }));
export type EmailVerifyResponse = z.infer<typeof emailVerifyResponseSchema>;

/** `GET /api/login/verify_otp?otp=`: six digits when verifying; no query resends the code. */
export const otpQuerySchema = z.object({
  otp: z.optional(z.string().check(z.regex(/^\d{6}$/, 'The otp field must be 6 digits.'))),
});
export type OtpQuery = z.infer<typeof otpQuerySchema>;

export const OTP_SENT = 'A verification code has been sent to your email address.';
export const OTP_VERIFIED = 'Verification successful.';
export const OTP_INVALID = 'The verification code is invalid or has expired.';

/** Answer `{ message, data: { valid_otp } }` (spec §7). */
export const otpResponseSchema = envelopeSchema(z.object({ valid_otp: z.boolean() }));
export type OtpResponse = z.infer<typeof otpResponseSchema>;
