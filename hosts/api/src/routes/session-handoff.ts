import {
  type AuthSessionResponse,
  HANDOFF_CODE_INVALID,
  type SessionHandoffResponse,
  sessionHandoffRedeemSchema,
} from '@showroom/contract/account';
import { fieldError } from '../lib/http-error.ts';
import { sessionOf } from '../plugins/auth.ts';
import { validate } from '../plugins/validate.ts';
import { loadAuthUser } from '../services/auth/auth-user.ts';
import { takeOrThrow } from '../services/auth/rate-limits.ts';
import type { AppRoutes } from './route-options.ts';

/**
 * Session hand-off (contract `SESSION_HANDOFF`): an embed on a pro's site asks for a one-time code
 * for its signed-in user; the shell on the platform origin trades the code for a session of its own.
 * The code is stored hashed, works once and for a minute; the embed's own token never travels.
 */
export const sessionHandoffRoutes: AppRoutes = async (app, { ctx, guards }) => {
  app.post(
    '/api/session/handoff',
    { onRequest: guards.signedIn },
    async (request): Promise<SessionHandoffResponse> => {
      const code = await ctx.oneTimeTokens.issue(sessionOf(request).user.id, 'session_handoff');
      return { success: true, message: '', data: { code } };
    },
  );

  app.post('/api/session/handoff/redeem', async (request): Promise<AuthSessionResponse> => {
    takeOrThrow([ctx.limits.handoffRedeemsPerIp, request.ip]);
    const { code } = validate(sessionHandoffRedeemSchema, request.body);
    const userId = await ctx.oneTimeTokens.consume(code, 'session_handoff');
    if (userId === null) throw fieldError('code', HANDOFF_CODE_INVALID);
    const token = await ctx.tokens.issue(userId, 'handoff');
    return { success: true, message: '', data: { user: await loadAuthUser(ctx.db, userId), token } };
  });
};
