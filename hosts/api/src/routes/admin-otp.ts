import { MESSAGES } from '@showroom/contract';
import { ACCOUNT_MESSAGES, type OtpResponse, otpQuerySchema } from '@showroom/contract/account';
import { HttpError } from '../lib/http-error.ts';
import { sessionOf } from '../plugins/auth.ts';
import { validate } from '../plugins/validate.ts';
import type { AppRoutes } from './route-options.ts';

/**
 * GET /api/login/verify_otp (spec §6/§7): an Admin's second step after signing in. Without `otp` a code
 * is mailed; with it the code is checked. A wrong code is a 200 with `valid_otp: false`, as the spec reads.
 */
export const adminOtpRoutes: AppRoutes = async (app, { ctx, guards }) => {
  app.get('/api/login/verify_otp', { onRequest: guards.signedIn }, async (request): Promise<OtpResponse> => {
    const { user } = sessionOf(request);
    if (user.type !== 'Admin') throw new HttpError(403, { message: MESSAGES.forbidden });
    const { otp } = validate(otpQuerySchema, request.query);
    if (otp === undefined) {
      await ctx.auth.sendAdminOtp(user);
      return { success: true, message: ACCOUNT_MESSAGES.otpSent, data: { valid_otp: false } };
    }
    const valid = await ctx.auth.verifyAdminOtp(user.id, otp);
    return valid
      ? { success: true, message: ACCOUNT_MESSAGES.otpVerified, data: { valid_otp: true } }
      : { success: false, message: ACCOUNT_MESSAGES.otpInvalid, data: { valid_otp: false } };
  });
};
