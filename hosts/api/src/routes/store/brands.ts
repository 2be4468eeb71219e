import { type BrandPartner, type BrandsResponse, brandsQuerySchema } from '@showroom/contract/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { SerializedAnswers } from '../../lib/serialized-answers.ts';
import type { CatalogService } from '../../modules/catalog/index.ts';
import { sendSerialized } from '../../plugins/http-cache.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';

/** `GET /api/brands?showroom=`: brand partners for /our-brands and the home page's carousel. */
export const brandRoutes: FastifyPluginAsync<{ services: CatalogService }> = async (app, { services }) => {
  // Serialised (and compressed) once per priced list the service holds: ~75 KB of JSON (issue #11).
  const answers = new SerializedAnswers(
    (data: BrandPartner[]): BrandsResponse => ({ success: true, message: '', data: { data } }),
  );
  app.get('/api/brands', access('public'), async (request, reply) => {
    const { showroom } = validate(brandsQuerySchema, request.query);
    const context = await services.showrooms.resolve(showroom);
    return sendSerialized(reply, answers.of(await services.brands.list(context.markupPercent)));
  });
};
