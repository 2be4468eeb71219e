import { productPictureParamsSchema, productTextureParamsSchema } from '@showroom/contract/catalog';
import { access } from '../plugins/route-access.ts';
import { validate } from '../plugins/validate.ts';
import { redirectToCurrentVersion, sendPicture } from './picture-reply.ts';
import type { AppRoutes } from './route-options.ts';

/**
 * A product's drawn pictures (issue #13), public and immutable, at the URLs core's
 * `productPictureUrl` builds: `GET /api/pictures/{version}/product/{hash}/{view}.svg` (thumb, detail,
 * closeup, room) and `.../texture.png` (the visualizer's seamless texture at true scale).
 */
export const productPictureRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/pictures/:version/product/:hash/:view.svg', access('public'), async (request, reply) => {
    const { version, hash, view } = validate(productPictureParamsSchema, request.params);
    return (
      redirectToCurrentVersion(request, reply, version) ??
      sendPicture(request, reply, await ctx.pictures.product(hash, view))
    );
  });

  app.get('/api/pictures/:version/product/:hash/texture.png', access('public'), async (request, reply) => {
    const { version, hash } = validate(productTextureParamsSchema, request.params);
    return (
      redirectToCurrentVersion(request, reply, version) ??
      sendPicture(request, reply, await ctx.pictures.texture(hash))
    );
  });
};
