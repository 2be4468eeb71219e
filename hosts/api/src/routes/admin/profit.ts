import { pipeline, Readable } from 'node:stream';
import {
  ADMIN_PROFIT_CSV_COLUMNS,
  type AdminProfitResponse,
  adminProfitQuerySchema,
  PROFIT_GROUP_LABELS,
} from '@showroom/contract/admin';
import { dollars } from '@showroom/contract/money';
import { stringify } from 'csv-stringify';
import { adminProfit } from '../../modules/admin-profit/index.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * The platform's profit (issue #24, spec §6 `admin_profit_inclusive_tax`, negative for returns) by
 * month, showroom or vendor: `GET /api/admin/profit` for the screen and its chart, and
 * `GET /api/admin/profit.csv`, the same rows streamed as a spreadsheet.
 */
export const adminProfitRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/admin/profit', access('admin'), async (request): Promise<AdminProfitResponse> => {
    const filters = validate(adminProfitQuerySchema, request.query);
    const { rows, totalCents } = await adminProfit(ctx.db, filters);
    return { success: true, message: '', data: { by: filters.by, rows, total: dollars(totalCents) } };
  });

  app.get('/api/admin/profit.csv', access('admin'), async (request, reply) => {
    const filters = validate(adminProfitQuerySchema, request.query);
    const { rows } = await adminProfit(ctx.db, filters);
    // As the pros' orders CSV: RFC 4180 quoting, and a ' before a cell a spreadsheet would run as a formula
    // (a showroom's or vendor's name is their own text).
    const csv = stringify({
      header: true,
      columns: [PROFIT_GROUP_LABELS[filters.by], ...ADMIN_PROFIT_CSV_COLUMNS],
      escape_formulas: true,
      bom: true,
    });
    pipeline(
      Readable.from(rows.map((row) => [row.label, row.items, row.profit.toFixed(2)])),
      csv,
      (error) => {
        if (error) request.log.error({ err: error }, 'the profit CSV export stopped');
      },
    );
    const day = ctx.clock.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="profit-by-${filters.by}-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
};
