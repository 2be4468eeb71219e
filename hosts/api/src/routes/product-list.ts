import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  type ProductListResponse,
  productListRequestSchema,
} from '@showroom/contract/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { laravelPaginator } from '../lib/laravel-paginator.ts';
import { RefreshingCache } from '../lib/refreshing-cache.ts';
import { validate } from '../plugins/validate.ts';
import type { CatalogServices } from '../services/catalog/catalog-services.ts';

/**
 * Whole answers, serialized, by request body. The list is the catalogue's hottest call and its JSON
 * (a page of cards plus the facets) is most of its cost once the pages are cached below. Refreshed
 * behind the request after 30 s, from the page cache (fresh for longer, so a refresh costs no query:
 * on PGlite a query blocks the event loop); dropped after 5 minutes unused.
 */
const ANSWER_FRESH_MS = 30_000;
const ANSWER_DROP_MS = 300_000;
/** ~9 KB an answer at 10 cards a page, ~45 KB at 100. */
const ANSWER_MAX_ENTRIES = 1_000;

/**
 * `POST /api/visualization/products`: one page of a category's products at the showroom's prices,
 * as a Laravel paginator with the category and its filter facets beside `data`.
 */
export const productListRoutes: FastifyPluginAsync<{ services: CatalogServices }> = async (
  app,
  { services },
) => {
  const answers = new RefreshingCache<string, string>(ANSWER_FRESH_MS, ANSWER_DROP_MS, ANSWER_MAX_ENTRIES);

  const answer = async (body: unknown): Promise<string> => {
    const query = validate(productListRequestSchema, body);
    const context = await services.showrooms.resolve(query.showroom);
    const page = await services.listing.list(query, context);
    // A POST list: the links only carry page numbers (and a non-default size) for the Pagination widget.
    const keep: Record<string, string> =
      page.perPage === DEFAULT_PRODUCT_PAGE_SIZE ? {} : { per_page: String(page.perPage) };
    const paginator = laravelPaginator(page.items, page.total, {
      page: page.page,
      perPage: page.perPage,
      path: `${services.platformOrigin}/api/visualization/products`,
      keep,
    });
    const response: ProductListResponse = {
      success: true,
      message: '',
      data: { ...paginator, category: page.category, facets: page.facets },
    };
    return JSON.stringify(response);
  };

  app.post('/api/visualization/products', async (request, reply) => {
    const body = request.body ?? {};
    // Failures (422, 404) are not cached: the cache forgets a rejected load at once.
    const json = await answers.getOrLoad(JSON.stringify(body), () => answer(body));
    return reply.type('application/json; charset=utf-8').send(json);
  });
};
