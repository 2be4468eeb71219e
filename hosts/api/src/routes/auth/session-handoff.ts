import {
  type AuthSessionResponse,
  type SessionHandoffResponse,
  sessionHandoffRedeemSchema,
} from '@showroom/contract/account';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * Session hand-off (contract `SESSION_HANDOFF`): an embed on a pro's site asks for a one-time code
 * for its signed-in user; the shell on the platform origin trades the code for a session of its own.
 */
export const sessionHandoffRoutes: AppRoutes = async (app, { ctx }) => {
  app.post('/api/session/handoff', access('homeowner'), async (request): Promise<SessionHandoffResponse> => {
    const code = await ctx.auth.issueHandoffCode(sessionOf(request).user.id);
    return { success: true, message: '', data: { code } };
  });

  app.post('/api/session/handoff/redeem', access('public'), async (request): Promise<AuthSessionResponse> => {
    const { code } = validate(sessionHandoffRedeemSchema, request.body);
    return { success: true, message: '', data: await ctx.auth.redeemHandoffCode(code, request.ip) };
  });
};
