import { MESSAGES } from '@showroom/contract';
import type { ProHomeResponse } from '@showroom/contract/pro';
import { HttpError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import type { AppRoutes } from '../route-options.ts';

/** GET /api/pro/home: the console's home, the signed-in pro's own showroom (issue #23). */
export const proHomeRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/pro/home', access('pro'), async (request): Promise<ProHomeResponse> => {
    const home = await ctx.pros.home(sessionOf(request).user.id);
    if (!home) throw new HttpError(404, { message: MESSAGES.notFoundFallback });
    return { success: true, message: '', data: home };
  });
};
