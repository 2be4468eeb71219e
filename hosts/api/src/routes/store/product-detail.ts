import {
  type ProductDetail,
  type ProductDetailResponse,
  productDetailQuerySchema,
  productHashField,
} from '@showroom/contract/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod/mini';
import { SerializedAnswers } from '../../lib/serialized-answers.ts';
import type { CatalogService } from '../../modules/catalog/index.ts';
import { sendSerialized } from '../../plugins/http-cache.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';

const paramsSchema = z.object({ hash: productHashField('hash') });

export interface ProductDetailOptions {
  services: CatalogService;
  /** Counts a product view for the console's week (decision 0088); the answer never waits for it. */
  countProductView: (showroomId: number) => void;
}

/** `GET /api/product/{hash}?showroom=`: the product detail screen (/product/{hash}/{vsd_id?}). */
export const productDetailRoutes: FastifyPluginAsync<ProductDetailOptions> = async (
  app,
  { services, countProductView },
) => {
  // Serialised once per detail the service's cache holds (hot reads, issue #11).
  const answers = new SerializedAnswers(
    (data: ProductDetail): ProductDetailResponse => ({ success: true, message: '', data: { data } }),
  );
  app.get('/api/product/:hash', access('public'), async (request, reply) => {
    const { hash } = validate(paramsSchema, request.params);
    const { showroom } = validate(productDetailQuerySchema, request.query);
    const context = await services.showrooms.resolve(showroom);
    const detail = await services.detail(hash, context);
    // A view of a product that exists, in a pro's showroom: added to the batch, never waited for.
    if (showroom) countProductView(showroom);
    return sendSerialized(reply, answers.of(detail));
  });
};
