import { type VisitResponse, visitRequestSchema } from '@showroom/contract';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * `POST /api/visits` (public): a page session visited a showroom, in a widget on a pro's site or in
 * the shell (decision 0088). One upsert of the showroom's counter of the day; a showroom id that is no
 * pro is answered the same and counts nothing, so the call tells nothing about accounts.
 */
export const showroomVisitRoutes: AppRoutes = async (app, { ctx }) => {
  app.post('/api/visits', access('public'), async (request): Promise<VisitResponse> => {
    const { showroom, surface } = validate(visitRequestSchema, request.body);
    await takeOrThrow([ctx.limits.visitsPerIp, request.ip]);
    await ctx.pros.count(showroom, surface === 'embed' ? 'embed_visit' : 'shell_visit');
    return { success: true, message: '', data: null };
  });
};
