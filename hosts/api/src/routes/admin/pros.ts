import { type PendingProsResponse, PRO_MESSAGES, type ProApprovalResponse } from '@showroom/contract/pro';
import { HttpError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import type { AppRoutes } from '../route-options.ts';

/** A user id as a path gives it; anything else names no pro. */
const USER_ID = /^[1-9]\d{0,8}$/;

/**
 * The admin's review of pros (issue #23; the admin's screen comes with the vendors-and-admins issue):
 * who is waiting, and approving one, which opens their showroom and mails them.
 */
export const adminProRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/admin/pros', access('admin'), async (): Promise<PendingProsResponse> => {
    return { success: true, message: '', data: { data: await ctx.pros.pending() } };
  });

  app.post('/api/admin/pros/:id/approve', access('admin'), async (request): Promise<ProApprovalResponse> => {
    const { id } = request.params as { id: string };
    if (!USER_ID.test(id)) throw new HttpError(404, { message: PRO_MESSAGES.proNotFound });
    const approved = await ctx.pros.approve(Number(id), sessionOf(request).user);
    return {
      success: true,
      message: PRO_MESSAGES.approved,
      data: { user_id: approved.userId, vsd_id: approved.vsdId, status: 'Approve' },
    };
  });
};
