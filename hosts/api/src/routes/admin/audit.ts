import { type AdminAuditPageResponse, adminAuditQuerySchema } from '@showroom/contract/admin';
import { laravelPaginator } from '../../lib/laravel-paginator.ts';
import { listAuditLog } from '../../modules/admin-audit/index.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { keptFilters } from './keep-filters.ts';

/** `GET /api/admin/audit` (issue #24): the log of every admin action, newest first, filtered and paged. */
export const adminAuditRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/admin/audit', access('admin'), async (request): Promise<AdminAuditPageResponse> => {
    const { page, per_page, ...filters } = validate(adminAuditQuerySchema, request.query);
    const { items, total } = await listAuditLog(ctx.db, filters, page, per_page);
    const path = `${ctx.platformOrigin}/api/admin/audit`;
    const data = laravelPaginator(items, total, {
      page,
      perPage: per_page,
      path,
      keep: keptFilters(filters, per_page),
    });
    return { success: true, message: '', data };
  });
};
