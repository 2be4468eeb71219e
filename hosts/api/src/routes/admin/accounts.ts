import {
  type AccountStatusResponse,
  ADMIN_MESSAGES,
  type AdminAccountPageResponse,
  adminAccountQuerySchema,
  type PendingVendorsResponse,
} from '@showroom/contract/admin';
import { HttpError } from '../../lib/http-error.ts';
import { laravelPaginator } from '../../lib/laravel-paginator.ts';
import {
  type AccountStatusDeps,
  approveVendor,
  deactivateAccount,
  listAccounts,
  listPendingVendors,
  mailVendorApproved,
  reactivateAccount,
} from '../../modules/admin-accounts/index.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { keptFilters } from './keep-filters.ts';

/** A user id as a path gives it; anything else names no account. */
const USER_ID = /^[1-9]\d{0,8}$/;

function userIdOf(params: unknown, notFound: string): number {
  const { id } = params as { id: string };
  if (!USER_ID.test(id)) throw new HttpError(404, { message: notFound });
  return Number(id);
}

/**
 * The admin's approvals and accounts (issue #24): vendors waiting since their invitation and approving
 * one, every account but the admins', and deactivating (signed out everywhere at once) or reactivating
 * one. Each change joins the audit log. Pros' approval is `pros.ts`.
 */
export const adminAccountRoutes: AppRoutes = async (app, { ctx }) => {
  const deps: AccountStatusDeps = { db: ctx.db, clock: ctx.clock, tokens: ctx.auth.tokens };

  app.get('/api/admin/vendors', access('admin'), async (): Promise<PendingVendorsResponse> => {
    return { success: true, message: '', data: { data: await listPendingVendors(ctx.db) } };
  });

  app.post(
    '/api/admin/vendors/:id/approve',
    access('admin'),
    async (request): Promise<AccountStatusResponse> => {
      const id = userIdOf(request.params, ADMIN_MESSAGES.vendorNotFound);
      const { status, approved } = await approveVendor(deps, id, sessionOf(request).user);
      mailVendorApproved(ctx, approved);
      return { success: true, message: ADMIN_MESSAGES.vendorApproved, data: status };
    },
  );

  app.get('/api/admin/accounts', access('admin'), async (request): Promise<AdminAccountPageResponse> => {
    const { page, per_page, ...filters } = validate(adminAccountQuerySchema, request.query);
    const { items, total } = await listAccounts(ctx.db, filters, page, per_page);
    const path = `${ctx.platformOrigin}/api/admin/accounts`;
    const data = laravelPaginator(items, total, {
      page,
      perPage: per_page,
      path,
      keep: keptFilters(filters, per_page),
    });
    return { success: true, message: '', data };
  });

  app.post(
    '/api/admin/accounts/:id/deactivate',
    access('admin'),
    async (request): Promise<AccountStatusResponse> => {
      const id = userIdOf(request.params, ADMIN_MESSAGES.accountNotFound);
      const data = await deactivateAccount(deps, id, sessionOf(request).user);
      return { success: true, message: ADMIN_MESSAGES.deactivated, data };
    },
  );

  app.post(
    '/api/admin/accounts/:id/reactivate',
    access('admin'),
    async (request): Promise<AccountStatusResponse> => {
      const id = userIdOf(request.params, ADMIN_MESSAGES.accountNotFound);
      const data = await reactivateAccount(deps, id, sessionOf(request).user);
      return { success: true, message: ADMIN_MESSAGES.reactivated, data };
    },
  );
};
