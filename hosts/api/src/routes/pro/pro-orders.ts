import { pipeline, Readable } from 'node:stream';
import { DEFAULT_PAGE_SIZE } from '@showroom/contract';
import {
  PRO_ORDER_CSV_COLUMNS,
  type ProOrder,
  type ProOrderFilters,
  type ProOrderPageResponse,
  proOrderQuerySchema,
} from '@showroom/contract/pro';
import { stringify } from 'csv-stringify';
import { laravelPaginator } from '../../lib/laravel-paginator.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/** The filters a page link keeps, without the empty ones. */
function keptFilters(filters: ProOrderFilters, perPage: number): Record<string, string> {
  const keep: Record<string, string> = perPage === DEFAULT_PAGE_SIZE ? {} : { per_page: String(perPage) };
  for (const name of ['status', 'from', 'to', 'q'] as const) {
    const value = filters[name];
    if (value) keep[name] = value;
  }
  return keep;
}

const csvRecord = (order: ProOrder) => [
  order.order_number,
  order.created_at,
  order.state,
  order.customer_name,
  order.customer_email,
  order.item_count,
  order.statuses.join('; '),
  order.total.toFixed(2),
  order.profit.toFixed(2),
];

/**
 * The orders placed in the signed-in pro's showroom (issue #23): `GET /api/pro/orders` (a page) and
 * `GET /api/pro/orders.csv` (every matching order, streamed). Their items come from
 * `GET /api/orders/{id}/items`, which shows a pro their own showroom's orders.
 */
export const proOrderRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/pro/orders', access('pro'), async (request): Promise<ProOrderPageResponse> => {
    const { page, per_page, ...filters } = validate(proOrderQuerySchema, request.query);
    const { items, total } = await ctx.pros.orders(sessionOf(request).user.id, filters, page, per_page);
    const path = `${ctx.platformOrigin}/api/pro/orders`;
    const keep = keptFilters(filters, per_page);
    const data = laravelPaginator(items, total, { page, perPage: per_page, path, keep });
    return { success: true, message: '', data };
  });

  app.get('/api/pro/orders.csv', access('pro'), async (request, reply) => {
    const { page: _page, per_page: _perPage, ...filters } = validate(proOrderQuerySchema, request.query);
    const batches = ctx.pros.orderBatches(sessionOf(request).user.id, filters);
    async function* records() {
      for await (const batch of batches) for (const order of batch) yield csvRecord(order);
    }
    // csv-stringify quotes what needs quoting (RFC 4180) and, with escape_formulas, puts a ' before a
    // cell starting with = + - @ tab or CR, so a spreadsheet shows a customer's text instead of running it.
    const csv = stringify({
      header: true,
      columns: [...PRO_ORDER_CSV_COLUMNS],
      escape_formulas: true,
      bom: true,
    });
    pipeline(Readable.from(records()), csv, (error) => {
      if (error) request.log.error({ err: error }, 'the orders CSV export stopped');
    });
    const day = ctx.clock.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
};
