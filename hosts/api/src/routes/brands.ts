import { type BrandsResponse, brandsQuerySchema } from '@showroom/contract/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { access } from '../plugins/route-access.ts';
import { validate } from '../plugins/validate.ts';
import type { CatalogService } from '../services/catalog/catalog-service.ts';

/** `GET /api/brands?showroom=`: brand partners for /our-brands and the home page's carousel. */
export const brandRoutes: FastifyPluginAsync<{ services: CatalogService }> = async (app, { services }) => {
  app.get('/api/brands', access('public'), async (request): Promise<BrandsResponse> => {
    const { showroom } = validate(brandsQuerySchema, request.query);
    const context = await services.showrooms.resolve(showroom);
    return { success: true, message: '', data: { data: await services.brands.list(context.markupPercent) } };
  });
};
