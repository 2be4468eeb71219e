import { envelopeSchema, messageEnvelopeSchema } from '@showroom/contract';
import { z } from 'zod/mini';

/**
 * `GET /api/email/verify/{token}`: `{ success, message }` only. The link works without a sign-in,
 * so it must not hand out the profile (issue #10); a signed-in tab reloads its own copy instead.
 */
export const emailVerifyResponseSchema = messageEnvelopeSchema;
export type EmailVerifyResponse = z.infer<typeof emailVerifyResponseSchema>;

/** An admin's one-time code: six digits (decision 0022). */
const otpCode = z.string().check(z.regex(/^\d{6}$/, 'The otp field must be 6 digits.'));

/** `GET /api/login/verify_otp?otp=`: six digits when verifying; no query resends the code. */
export const otpQuerySchema = z.object({ otp: z.optional(otpCode) });
export type OtpQuery = z.infer<typeof otpQuerySchema>;

/** The admin console's OTP step (decision 0095): the code is required there. */
export const otpFormSchema = z.object({ otp: otpCode });
export type OtpForm = z.infer<typeof otpFormSchema>;

/** Answer `{ message, data: { valid_otp } }` (spec §7). */
export const otpResponseSchema = envelopeSchema(z.object({ valid_otp: z.boolean() }));
export type OtpResponse = z.infer<typeof otpResponseSchema>;
