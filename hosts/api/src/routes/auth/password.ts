import type { MessageEnvelope } from '@showroom/contract';
import {
  changePasswordRequestSchema,
  passwordResetLinkRequestSchema,
  passwordResetRequestSchema,
} from '@showroom/contract/account';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/** Forgotten password (mailed link) and signed-in password change; the spec shows no paths (docs/decisions.md). */
export const passwordRoutes: AppRoutes = async (app, { ctx }) => {
  app.post('/api/password/email', access('public'), async (request): Promise<MessageEnvelope> => {
    const { email } = validate(passwordResetLinkRequestSchema, request.body);
    return { success: true, message: await ctx.auth.requestPasswordReset(email, request.ip) };
  });

  app.post('/api/password/reset', access('public'), async (request): Promise<MessageEnvelope> => {
    const input = validate(passwordResetRequestSchema, request.body);
    return { success: true, message: await ctx.auth.resetPassword(input) };
  });

  app.post('/api/change_password', access('homeowner'), async (request): Promise<MessageEnvelope> => {
    const input = validate(changePasswordRequestSchema, request.body);
    return { success: true, message: await ctx.auth.changePassword(sessionOf(request), input) };
  });
};
