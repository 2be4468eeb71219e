import { cataloguePictureParamsSchema } from '@showroom/contract/catalog';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { redirectToCurrentVersion, sendPicture } from './picture-reply.ts';

/**
 * Category tiles and brand logos drawn from their names (issue #13), at the URLs of core's
 * `categoryPictureUrl` and `brandLogoUrl`: `GET /api/pictures/{version}/category/{slug}.svg` and
 * `GET /api/pictures/{version}/brand/{slug}.svg`.
 */
export const cataloguePictureRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/pictures/:version/category/:slug.svg', access('public'), async (request, reply) => {
    const { version, slug } = validate(cataloguePictureParamsSchema, request.params);
    return (
      redirectToCurrentVersion(request, reply, version) ??
      sendPicture(request, reply, await ctx.pictures.category(slug))
    );
  });

  app.get('/api/pictures/:version/brand/:slug.svg', access('public'), async (request, reply) => {
    const { version, slug } = validate(cataloguePictureParamsSchema, request.params);
    return (
      redirectToCurrentVersion(request, reply, version) ??
      sendPicture(request, reply, await ctx.pictures.brand(slug))
    );
  });
};
