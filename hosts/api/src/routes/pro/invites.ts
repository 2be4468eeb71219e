import { INVITE_TEXTS, type Invite, type InvitesResponse, inviteRequestSchema } from '@showroom/contract/pro';
import { HttpError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

const answer = (message: string, data: Invite[]): InvitesResponse => ({
  success: true,
  message,
  data: { data },
});

/** An invitation's id from the path; anything else names no invitation (404, as another pro's does). */
function inviteIdOf(params: unknown): number {
  const { id } = params as { id: string };
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647)
    throw new HttpError(404, { message: INVITE_TEXTS.notFound });
  return Number(id);
}

/**
 * The console's Invites (issue #23): the signed-in pro invites vendors and clients by e-mail, resends
 * (a new link, the old one dead) and revokes. Only their own invitations: another pro's id is a 404.
 */
export const proInviteRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/pro/invites', access('pro'), async (request) => {
    return answer('', await ctx.invites.list(sessionOf(request).user.id));
  });

  app.post('/api/pro/invites', access('pro'), async (request, reply) => {
    const invite = validate(inviteRequestSchema, request.body);
    const list = await ctx.invites.send(sessionOf(request).user.id, invite);
    reply.code(201);
    return answer(INVITE_TEXTS.sent, list);
  });

  app.post('/api/pro/invites/:id/resend', access('pro'), async (request) => {
    const list = await ctx.invites.resend(sessionOf(request).user.id, inviteIdOf(request.params));
    return answer(INVITE_TEXTS.resent, list);
  });

  app.delete('/api/pro/invites/:id', access('pro'), async (request) => {
    const list = await ctx.invites.revoke(sessionOf(request).user.id, inviteIdOf(request.params));
    return answer(INVITE_TEXTS.revoked, list);
  });
};
