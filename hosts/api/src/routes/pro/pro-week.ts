import type { ProWeekResponse } from '@showroom/contract/pro';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import type { AppRoutes } from '../route-options.ts';

/** `GET /api/pro/week`: the console home's week, the signed-in pro's own showroom (decision 0088). */
export const proWeekRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/pro/week',
    access('pro'),
    async (request): Promise<ProWeekResponse> => ({
      success: true,
      message: '',
      data: await ctx.pros.week(sessionOf(request).user.id),
    }),
  );
};
