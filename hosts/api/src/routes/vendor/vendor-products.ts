import { DEFAULT_PAGE_SIZE } from '@showroom/contract';
import {
  VENDOR_PRODUCT_MESSAGES as M,
  type VendorProductPageResponse,
  type VendorProductResponse,
  vendorProductInputSchema,
  type vendorProductOptionsResponseSchema,
  vendorProductParamsSchema,
  vendorProductQuerySchema,
} from '@showroom/contract/vendor';
import type { z } from 'zod/mini';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { laravelPaginator } from '../../lib/laravel-paginator.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

async function productAnswer(ctx: AppContext, vendorId: number, id: number, message: string) {
  const product = await ctx.vendors.product(vendorId, id);
  if (!product) throw new HttpError(404, { message: M.notFound });
  return { success: true, message, data: product } satisfies VendorProductResponse;
}

/**
 * The signed-in vendor's products (issue #24): the list with search and filters, one product, the form's
 * options, create, update, archive and restore. Another vendor's product is not found (404).
 */
export const vendorProductRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/vendor/products', access('vendor'), async (request): Promise<VendorProductPageResponse> => {
    const query = validate(vendorProductQuerySchema, request.query);
    const { page, per_page } = query;
    const filters = {
      search: query.search,
      categoryId: query.category_id || undefined,
      status: query.status || undefined,
      stock: query.stock || undefined,
    };
    const { items, total } = await ctx.vendors.products(sessionOf(request).user.id, filters, page, per_page);
    const keep: Record<string, string> = per_page === DEFAULT_PAGE_SIZE ? {} : { per_page: String(per_page) };
    for (const name of ['search', 'category_id', 'status', 'stock'] as const) {
      if (query[name]) keep[name] = String(query[name]);
    }
    const path = `${ctx.platformOrigin}/api/vendor/products`;
    return {
      success: true,
      message: '',
      data: laravelPaginator(items, total, { page, perPage: per_page, path, keep }),
    };
  });

  app.get(
    '/api/vendor/product_options',
    access('vendor'),
    async (request): Promise<z.infer<typeof vendorProductOptionsResponseSchema>> => ({
      success: true,
      message: '',
      data: await ctx.vendors.productOptions(sessionOf(request).user.id),
    }),
  );

  app.get('/api/vendor/products/:id', access('vendor'), async (request) => {
    const { id } = validate(vendorProductParamsSchema, request.params);
    return productAnswer(ctx, sessionOf(request).user.id, id, '');
  });

  app.post('/api/vendor/products', access('vendor'), async (request, reply) => {
    const input = validate(vendorProductInputSchema, request.body);
    const vendorId = sessionOf(request).user.id;
    const saved = await ctx.vendors.saveProduct(vendorId, input, { kind: 'new' });
    reply.code(201);
    return productAnswer(ctx, vendorId, saved.id, M.created);
  });

  app.put('/api/vendor/products/:id', access('vendor'), async (request) => {
    const { id } = validate(vendorProductParamsSchema, request.params);
    const input = validate(vendorProductInputSchema, request.body);
    const vendorId = sessionOf(request).user.id;
    await ctx.vendors.saveProduct(vendorId, input, { kind: 'id', id });
    return productAnswer(ctx, vendorId, id, M.saved);
  });

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(`/api/vendor/products/:id/${action}`, access('vendor'), async (request) => {
      const { id } = validate(vendorProductParamsSchema, request.params);
      const vendorId = sessionOf(request).user.id;
      if (!(await ctx.vendors.setArchived(vendorId, id, archived)))
        throw new HttpError(404, { message: M.notFound });
      return productAnswer(ctx, vendorId, id, archived ? M.archived : M.restored);
    });
  }
};
