import { MESSAGES } from '@showroom/contract';
import { productPhotoFileParamsSchema } from '@showroom/contract/vendor';
import { HttpError } from '../../lib/http-error.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { PICTURE_CACHE_CONTROL } from './picture-reply.ts';

/**
 * `GET /api/product_photos/:token-:width.webp`: a vendor's product photo at a web width, wherever the
 * catalogue shows the product (cards, product page, cart, orders, widgets on any pro's site). A token
 * names one upload forever, so the answer is cached for a year; any origin may load it.
 */
export const productPhotoRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/product_photos/:file', access('public'), async (request, reply) => {
    const { file } = validate(productPhotoFileParamsSchema, request.params);
    const [, token = '', width = ''] = /^(.+)-(\d+)\.webp$/.exec(file) ?? [];
    const content = await ctx.vendors.photoFile(token, Number(width));
    if (!content) throw new HttpError(404, { message: MESSAGES.notFoundFallback });
    reply.removeHeader('vary');
    return reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', PICTURE_CACHE_CONTROL)
      .type('image/webp')
      .send(content);
  });
};
