import {
  INVITE_TEXTS,
  type InvitationResponse,
  invitationQuerySchema,
  type VendorAcceptResponse,
  vendorAcceptRequestSchema,
} from '@showroom/contract/pro';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * The links of invitation mails (issue #23), anonymous and limited per address: what an invitation
 * is, and a vendor's acceptance (a pending vendor account). A client's goes through `POST /api/register`
 * with `invite`. A used, revoked or expired link answers its own message (410).
 */
export const invitationRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/invitation', access('public'), async (request): Promise<InvitationResponse> => {
    const { token } = validate(invitationQuerySchema, request.query);
    return {
      success: true,
      message: '',
      data: { invitation: await ctx.invites.invitation(token, request.ip) },
    };
  });

  app.post(
    '/api/invitation/vendor',
    access('public'),
    async (request, reply): Promise<VendorAcceptResponse> => {
      const form = validate(vendorAcceptRequestSchema, request.body);
      const { email } = await ctx.auth.registerInvitedVendor(form, request.ip);
      reply.code(201);
      return { success: true, message: INVITE_TEXTS.vendorPending, data: { email } };
    },
  );
};
