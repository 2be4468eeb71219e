import { MESSAGES } from '@showroom/contract';
import { PRO_MESSAGES, type ProShowroomResponse, proShowroomSchema } from '@showroom/contract/pro';
import { HttpError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

const noShowroom = () => new HttpError(404, { message: MESSAGES.notFoundFallback });

/** GET and PUT /api/pro/showroom: the signed-in pro's showroom name and footer links (issue #23). */
export const proShowroomRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/pro/showroom', access('pro'), async (request): Promise<ProShowroomResponse> => {
    const showroom = await ctx.pros.showroom(sessionOf(request).user.id);
    if (!showroom) throw noShowroom();
    return { success: true, message: '', data: showroom };
  });

  app.put('/api/pro/showroom', access('pro'), async (request): Promise<ProShowroomResponse> => {
    const values = validate(proShowroomSchema, request.body);
    const saved = await ctx.pros.saveShowroom(sessionOf(request).user.id, values);
    if (!saved) throw noShowroom();
    return { success: true, message: PRO_MESSAGES.showroomSaved, data: saved };
  });
};
