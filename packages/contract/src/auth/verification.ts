import { envelopeSchema } from '@showroom/contract';
import { z } from 'zod/mini';
import { authUserSchema } from './auth-user.ts';

/** `GET /api/email/verify/{token}`: the verified user, so a signed-in tab can refresh its copy. */
export const emailVerifyResponseSchema = envelopeSchema(z.object({ user: authUserSchema }));
export type EmailVerifyResponse = z.infer<typeof emailVerifyResponseSchema>;

/** `GET /api/login/verify_otp?otp=`: six digits when verifying; no query resends the code. */
export const otpQuerySchema = z.object({
  otp: z.optional(z.string().check(z.regex(/^\d{6}$/, 'The otp field must be 6 digits.'))),
});
export type OtpQuery = z.infer<typeof otpQuerySchema>;

/** Answer `{ message, data: { valid_otp } }` (spec §7). */
export const otpResponseSchema = envelopeSchema(z.object({ valid_otp: z.boolean() }));
export type OtpResponse = z.infer<typeof otpResponseSchema>;
