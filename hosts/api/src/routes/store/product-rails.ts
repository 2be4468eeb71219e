import {
  type ProductRailResponse,
  productRailRequestSchema,
  recentlyViewedRequestSchema,
  topProductsRequestSchema,
} from '@showroom/contract/catalog';
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogService, RailKind } from '../../modules/catalog/index.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';

/** `POST /api/top_products/`, `/api/customer_also_viewed/` and `/api/recently_viewed/` (spec §7). */
export const productRailRoutes: FastifyPluginAsync<{ services: CatalogService }> = async (
  app,
  { services },
) => {
  const schemas = { top_products: topProductsRequestSchema, customer_also_viewed: productRailRequestSchema };
  for (const kind of ['top_products', 'customer_also_viewed'] as const satisfies RailKind[]) {
    app.post(`/api/${kind}`, access('public'), async (request): Promise<ProductRailResponse> => {
      const body = validate(schemas[kind], request.body ?? {});
      const context = await services.showrooms.resolve(body.showroom);
      const data = await services.rails.rail(kind, body, context);
      return { success: true, message: '', data: { data } };
    });
  }

  app.post('/api/recently_viewed', access('public'), async (request): Promise<ProductRailResponse> => {
    const body = validate(recentlyViewedRequestSchema, request.body ?? {});
    const context = await services.showrooms.resolve(body.showroom);
    const data = await services.rails.recentlyViewed(body.products, body.product, context);
    return { success: true, message: '', data: { data } };
  });
};
