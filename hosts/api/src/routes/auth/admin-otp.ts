import { ACCOUNT_MESSAGES, type OtpResponse, otpQuerySchema } from '@showroom/contract/account';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * GET /api/login/verify_otp (spec §6/§7): an Admin's second step after signing in. Without `otp` a code
 * is mailed; with it the code is checked, and a right one marks this session OTP-verified on the
 * server (admin routes need that). A wrong code is a 200 with `valid_otp: false`, as the spec reads.
 */
export const adminOtpRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/login/verify_otp', access('adminAwaitingOtp'), async (request): Promise<OtpResponse> => {
    const session = sessionOf(request);
    const { otp } = validate(otpQuerySchema, request.query);
    if (otp === undefined) {
      await ctx.auth.sendAdminOtp(session.user);
      return { success: true, message: ACCOUNT_MESSAGES.otpSent, data: { valid_otp: false } };
    }
    const valid = await ctx.auth.verifyAdminOtp(session, otp);
    return valid
      ? { success: true, message: ACCOUNT_MESSAGES.otpVerified, data: { valid_otp: true } }
      : { success: false, message: ACCOUNT_MESSAGES.otpInvalid, data: { valid_otp: false } };
  });
};
