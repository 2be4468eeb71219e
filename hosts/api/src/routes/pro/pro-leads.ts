import { DEFAULT_PAGE_SIZE, formatMessage, MESSAGES } from '@showroom/contract';
import {
  PRO_MESSAGES,
  type ProLeadPageResponse,
  type ProLeadResponse,
  proLeadParamsSchema,
  proLeadQuerySchema,
  proLeadStatusRequestSchema,
} from '@showroom/contract/pro';
import { HttpError } from '../../lib/http-error.ts';
import { laravelPaginator } from '../../lib/laravel-paginator.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * The signed-in pro's leads (issue #23): the lead form's requests and the homeowners who registered
 * from their showroom, and the status the pro sets on each. Another showroom's lead is not found.
 */
export const proLeadRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/pro/leads', access('pro'), async (request): Promise<ProLeadPageResponse> => {
    const { page, per_page, status } = validate(proLeadQuerySchema, request.query);
    const { items, total } = await ctx.pros.leads(
      sessionOf(request).user.id,
      status || undefined,
      page,
      per_page,
    );
    const keep: Record<string, string> = per_page === DEFAULT_PAGE_SIZE ? {} : { per_page: String(per_page) };
    if (status) keep.status = status;
    const path = `${ctx.platformOrigin}/api/pro/leads`;
    return {
      success: true,
      message: '',
      data: laravelPaginator(items, total, { page, perPage: per_page, path, keep }),
    };
  });

  app.put('/api/pro/leads/:kind/:id/status', access('pro'), async (request): Promise<ProLeadResponse> => {
    const { kind, id } = validate(proLeadParamsSchema, request.params);
    const { status } = validate(proLeadStatusRequestSchema, request.body);
    const lead = await ctx.pros.setLeadStatus(sessionOf(request).user.id, kind, id, status);
    if (!lead) throw new HttpError(404, { message: MESSAGES.notFoundFallback });
    return { success: true, message: formatMessage(PRO_MESSAGES.leadStatusSaved, { status }), data: lead };
  });
};
