import { DEFAULT_PAGE_SIZE } from '@showroom/contract';
import { type VendorOrderItemPageResponse, vendorOrderItemQuerySchema } from '@showroom/contract/orders';
import { laravelPaginator } from '../../lib/laravel-paginator.ts';
import { SerializedPages } from '../../lib/serialized-answers.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

export const keptPerPage = (perPage: number): Record<string, string> =>
  perPage === DEFAULT_PAGE_SIZE ? {} : { per_page: String(perPage) };

/**
 * The vendor's order items (issue #24): `GET /api/vendor/order_items` (their own items across orders,
 * a page, optionally one status).
 * Statuses change through `PUT /api/order_items/{id}/status`, which checks the item is theirs.
 */
export const vendorOrderItemRoutes: AppRoutes = async (app, { ctx }) => {
  // A cached page is serialised once (decision 0101); its key held the page, its size and the status.
  const answers = new SerializedPages<
    Awaited<ReturnType<typeof ctx.orders.vendorItems>>,
    VendorOrderItemPageResponse
  >();
  app.get('/api/vendor/order_items', access('vendor'), async (request, reply) => {
    const { page, per_page, status } = validate(vendorOrderItemQuerySchema, request.query);
    const found = await ctx.orders.vendorItems(
      sessionOf(request).user.id,
      status || undefined,
      page,
      per_page,
    );
    const keep = { ...keptPerPage(per_page), ...(status ? { status } : {}) };
    const path = `${ctx.platformOrigin}/api/vendor/order_items`;
    const answer = answers.of(found, ({ items, total }) => ({
      success: true,
      message: '',
      data: laravelPaginator(items, total, { page, perPage: per_page, path, keep }),
    }));
    return reply.type('application/json; charset=utf-8').send(answer.json);
  });
};
