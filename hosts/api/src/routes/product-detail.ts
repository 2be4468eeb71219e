import {
  type ProductDetailResponse,
  productDetailQuerySchema,
  productHashField,
} from '@showroom/contract/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod/mini';
import { access } from '../plugins/route-access.ts';
import { validate } from '../plugins/validate.ts';
import type { CatalogService } from '../services/catalog/catalog-service.ts';

const paramsSchema = z.object({ hash: productHashField('hash') });

/** `GET /api/product/{hash}?showroom=`: the product detail screen (/product/{hash}/{vsd_id?}). */
export const productDetailRoutes: FastifyPluginAsync<{ services: CatalogService }> = async (
  app,
  { services },
) => {
  app.get('/api/product/:hash', access('public'), async (request): Promise<ProductDetailResponse> => {
    const { hash } = validate(paramsSchema, request.params);
    const { showroom } = validate(productDetailQuerySchema, request.query);
    const context = await services.showrooms.resolve(showroom);
    const data = await services.detail(hash, context);
    return { success: true, message: '', data: { data } };
  });
};
