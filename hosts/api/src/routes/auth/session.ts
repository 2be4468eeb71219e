import type { MessageEnvelope } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  type AuthSessionResponse,
  type AuthUserResponse,
  loginRequestSchema,
} from '@showroom/contract/account';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/** Sign-in, the current user, sign-out (spec §4 Session). */
export const sessionRoutes: AppRoutes = async (app, { ctx }) => {
  app.post('/api/login', access('public'), async (request): Promise<AuthSessionResponse> => {
    const credentials = validate(loginRequestSchema, request.body);
    return { success: true, message: '', data: await ctx.auth.signIn(credentials, request.ip) };
  });

  // Any status: a deactivated or pending user learns it here, and the client shows the spec's toast.
  app.get('/api/authuser', access('anyAccount'), async (request): Promise<AuthUserResponse> => {
    return { success: true, message: '', data: await ctx.auth.currentUser(sessionOf(request).user.id) };
  });

  app.post('/api/logout', access('anyAccount'), async (request): Promise<MessageEnvelope> => {
    await ctx.auth.signOut(sessionOf(request).tokenId);
    return { success: true, message: ACCOUNT_MESSAGES.loggedOut };
  });
};
