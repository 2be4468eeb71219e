import { DEFAULT_PAGE_SIZE } from '@showroom/contract';
import {
  type AdminOrderFilterOptionsResponse,
  type AdminOrderFilters,
  type AdminOrderPageResponse,
  adminOrderQuerySchema,
} from '@showroom/contract/orders';
import { laravelPaginator } from '../../lib/laravel-paginator.ts';
import { SerializedPages } from '../../lib/serialized-answers.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/** The filters a page link keeps, without the empty ones. */
function keptFilters(filters: AdminOrderFilters, perPage: number): Record<string, string> {
  const keep: Record<string, string> = perPage === DEFAULT_PAGE_SIZE ? {} : { per_page: String(perPage) };
  for (const name of ['showroom', 'vendor', 'status', 'from', 'to'] as const) {
    const value = filters[name];
    if (value) keep[name] = String(value);
  }
  return keep;
}

/**
 * Every order for the admin (issue #24): `GET /api/admin/orders` (a page, filtered by showroom,
 * vendor, item status and the days placed) and `GET /api/admin/order_filters` (the showrooms and
 * vendors to filter by). Items and their statuses: `GET /api/orders/{id}/items` and
 * `PUT /api/order_items/{id}/status`, which answer an admin every order.
 */
export const adminOrderRoutes: AppRoutes = async (app, { ctx }) => {
  // A cached page is serialised once (decision 0101); its key held the page, its size and the filters.
  const answers = new SerializedPages<
    Awaited<ReturnType<typeof ctx.orders.adminPage>>,
    AdminOrderPageResponse
  >();
  app.get('/api/admin/orders', access('admin'), async (request, reply) => {
    const { page, per_page, ...filters } = validate(adminOrderQuerySchema, request.query);
    const found = await ctx.orders.adminPage(sessionOf(request).user.id, filters, page, per_page);
    const path = `${ctx.platformOrigin}/api/admin/orders`;
    const keep = keptFilters(filters, per_page);
    const answer = answers.of(found, ({ items, total }) => ({
      success: true,
      message: '',
      data: laravelPaginator(items, total, { page, perPage: per_page, path, keep }),
    }));
    return reply.type('application/json; charset=utf-8').send(answer.json);
  });

  app.get('/api/admin/order_filters', access('admin'), async (): Promise<AdminOrderFilterOptionsResponse> => {
    return { success: true, message: '', data: await ctx.orders.adminFilterOptions() };
  });
};
