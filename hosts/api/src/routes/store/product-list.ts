import { productListRequestSchema } from '@showroom/contract/catalog';
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogService } from '../../modules/catalog/index.ts';
import { normaliseListQuery } from '../../modules/catalog/index.ts';
import { sendSerialized } from '../../plugins/http-cache.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';

/**
 * `POST /api/visualization/products`: one page of a category's products at the showroom's prices,
 * as a Laravel paginator with the category and its filter facets beside `data`.
 */
export const productListRoutes: FastifyPluginAsync<{ services: CatalogService }> = async (
  app,
  { services },
) => {
  app.post('/api/visualization/products', access('public'), async (request, reply) => {
    // Parsed before the cache: only the schema's fields, normalised, make its key.
    const query = normaliseListQuery(validate(productListRequestSchema, request.body ?? {}));
    return sendSerialized(reply, await services.listAnswers.answer(query));
  });
};
