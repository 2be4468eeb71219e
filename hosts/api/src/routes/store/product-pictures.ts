import {
  productPictureParamsSchema,
  productPictureQuerySchema,
  productTextureParamsSchema,
} from '@showroom/contract/catalog';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { redirectToCurrentVersion, sendPicture } from './picture-reply.ts';

/**
 * A product's drawn pictures (issue #13), public and immutable, at the URLs core's
 * `productPictureUrl` builds: `GET /api/pictures/{version}/product/{hash}/{view}.svg` (thumb, detail,
 * closeup, room) and `.../texture.png` (the visualizer's seamless texture at true scale), each
 * optionally `?colour=<name>`: in one of the product's colours alone (issue #22); `.../relief.png`:
 * the texture's height, roughness and metalness, the same in every colour (decision 0112).
 */
export const productPictureRoutes: AppRoutes = async (app, { ctx }) => {
  // Not async: a picture already drawn is sent without waiting on anything (the hot path).
  app.get('/api/pictures/:version/product/:hash/:view.svg', access('public'), (request, reply) => {
    const { version, hash, view } = validate(productPictureParamsSchema, request.params);
    const { colour } = validate(productPictureQuerySchema, request.query);
    const redirect = redirectToCurrentVersion(request, reply, version);
    if (redirect) return redirect;
    const ready = ctx.pictures.ready(hash, view, colour);
    if (ready) return sendPicture(request, reply, ready);
    return ctx.pictures.product(hash, view, colour).then((picture) => sendPicture(request, reply, picture));
  });

  app.get('/api/pictures/:version/product/:hash/texture.png', access('public'), (request, reply) => {
    const { version, hash } = validate(productTextureParamsSchema, request.params);
    const { colour } = validate(productPictureQuerySchema, request.query);
    const redirect = redirectToCurrentVersion(request, reply, version);
    if (redirect) return redirect;
    const ready = ctx.pictures.ready(hash, 'texture', colour);
    if (ready) return sendPicture(request, reply, ready);
    return ctx.pictures.texture(hash, colour).then((picture) => sendPicture(request, reply, picture));
  });
  app.get('/api/pictures/:version/product/:hash/relief.png', access('public'), (request, reply) => {
    const { version, hash } = validate(productTextureParamsSchema, request.params);
    const redirect = redirectToCurrentVersion(request, reply, version);
    if (redirect) return redirect;
    const ready = ctx.pictures.ready(hash, 'relief');
    if (ready) return sendPicture(request, reply, ready);
    return ctx.pictures.relief(hash).then((picture) => sendPicture(request, reply, picture));
  });
};
