import type { MessageEnvelope } from '@showroom/contract';
import { ACCOUNT_MESSAGES, type EmailVerifyResponse } from '@showroom/contract/account';
import { fieldError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import type { AppRoutes } from '../route-options.ts';

/** What the links we mail carry (base64url of 32 bytes); anything else is not worth a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** E-mail verification (spec §7): resend a link, and the link's target. */
export const emailVerificationRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/email/resend', access('homeowner'), async (request): Promise<MessageEnvelope> => {
    return { success: true, message: await ctx.auth.resendVerification(sessionOf(request).user) };
  });

  // No sign-in: the link is opened from the mail, perhaps on another device.
  app.get('/api/email/verify/:token', access('public'), async (request): Promise<EmailVerifyResponse> => {
    const { token } = request.params as { token: string };
    const userId = TOKEN_SHAPE.test(token) ? await ctx.auth.verifyEmail(token) : null;
    if (userId === null) throw fieldError('token', ACCOUNT_MESSAGES.verificationLinkInvalid);
    // The message only: whoever holds the link (a forwarded mail, a shared screen) learns nothing more.
    return { success: true, message: ACCOUNT_MESSAGES.emailVerified };
  });
};
