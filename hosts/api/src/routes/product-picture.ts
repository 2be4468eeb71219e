import { productHashField } from '@showroom/contract/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod/mini';
import { LoadingCache } from '../lib/loading-cache.ts';
import { parseHex, type Rgb, stripesPng } from '../lib/png.ts';
import { access } from '../plugins/route-access.ts';
import { validate } from '../plugins/validate.ts';
import type { CatalogService } from '../services/catalog/catalog-service.ts';
import { PLATFORM_CONTEXT } from '../services/catalog/showroom-context.ts';

const paramsSchema = z.object({ hash: productHashField('hash') });

/** Open Graph's recommended 1.91:1, at half size: previews scale it up, and it stays a few KB. */
const PICTURE_WIDTH = 600;
const PICTURE_HEIGHT = 315;

/**
 * `GET /api/product/{hash}/picture.png`: a picture of a product's colours, for link previews of
 * products without a raster photo (previews do not show SVG). Pictures are cached by colours.
 */
export const productPictureRoutes: FastifyPluginAsync<{ services: CatalogService }> = async (
  app,
  { services },
) => {
  const pictures = new LoadingCache<string, Buffer>({
    maxEntries: 1_000,
    maxBytes: 8_000_000,
    freshMs: 3_600_000,
    sizeOf: (png) => png.length,
  });

  app.get('/api/product/:hash/picture.png', access('public'), async (request, reply) => {
    const { hash } = validate(paramsSchema, request.params);
    // Colours do not depend on the showroom; an unknown hash is the usual 404.
    const product = await services.detail(hash, PLATFORM_CONTEXT);
    const colours = product.colour.flatMap(({ hex }): Rgb[] => {
      const rgb = parseHex(hex);
      return rgb ? [rgb] : [];
    });
    const png = await pictures.getOrLoad(JSON.stringify(colours), async () =>
      stripesPng(PICTURE_WIDTH, PICTURE_HEIGHT, colours),
    );
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });
};
