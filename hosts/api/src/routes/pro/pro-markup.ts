import { MESSAGES } from '@showroom/contract';
import { MARKUP_MESSAGES, type ProMarkupResponse, proMarkupRequestSchema } from '@showroom/contract/pro';
import { HttpError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

const noShowroom = () => new HttpError(404, { message: MESSAGES.notFoundFallback });

/**
 * GET and PUT /api/pro/markup: the signed-in pro's markup (spec §6: at least 10%) and a few of their
 * products to preview it on (issue #23). A save shows in every embed and the shell within seconds.
 */
export const proMarkupRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/pro/markup', access('pro'), async (request): Promise<ProMarkupResponse> => {
    const markup = await ctx.pros.markup(sessionOf(request).user.id);
    if (!markup) throw noShowroom();
    return { success: true, message: '', data: markup };
  });

  app.put('/api/pro/markup', access('pro'), async (request): Promise<ProMarkupResponse> => {
    const { markup_percent } = validate(proMarkupRequestSchema, request.body);
    const saved = await ctx.pros.saveMarkup(sessionOf(request).user.id, markup_percent);
    if (!saved) throw noShowroom();
    return { success: true, message: MARKUP_MESSAGES.saved, data: saved };
  });
};
