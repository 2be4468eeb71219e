import { productHashField } from '@showroom/contract/catalog';
import { z } from 'zod/mini';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

const paramsSchema = z.object({ hash: productHashField('hash') });

/**
 * `GET /api/product/{hash}/picture.png`: the product's detail picture as a PNG for link previews
 * (Open Graph readers do not show SVG), 600 × 315. Its URL has no version, so it is cached for a day.
 */
export const productPreviewRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/product/:hash/picture.png', access('public'), async (request, reply) => {
    const { hash } = validate(paramsSchema, request.params);
    const picture = await ctx.pictures.preview(hash);
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('etag', picture.etag)
      .send(picture.body);
  });
};
