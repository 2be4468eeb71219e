import { MESSAGES } from '@showroom/contract';
import { proPictureParamsSchema } from '@showroom/contract/pro';
import { HttpError } from '../../lib/http-error.ts';
import { contentTypeOf } from '../../modules/pros/index.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { PICTURE_CACHE_CONTROL } from './picture-reply.ts';

/**
 * `GET /api/pro_pictures/:token.:ending`: a pro's logo or portfolio picture, for the shell, the widgets
 * on any pro's site and the designers' public profile. A token names one upload forever (a new logo gets
 * a new token), so the answer is cached for a year; any origin may load it.
 */
export const proPictureRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/pro_pictures/:file', access('public'), async (request, reply) => {
    const { file } = validate(proPictureParamsSchema, request.params);
    const [token = '', extension = ''] = file.split('.');
    const picture = await ctx.pros.picture(token, extension);
    if (!picture) throw new HttpError(404, { message: MESSAGES.notFoundFallback });
    reply.removeHeader('vary');
    return reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', PICTURE_CACHE_CONTROL)
      .type(contentTypeOf(picture.extension))
      .send(picture.content);
  });
};
