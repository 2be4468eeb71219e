import {
  type VendorBankAccountResponse,
  type VendorPayoutsResponse,
  vendorPayoutQuerySchema,
} from '@showroom/contract/orders';
import { BANK_ACCOUNT_TEXTS, bankAccountRequestSchema } from '@showroom/contract/pro';
import { laravelPaginator } from '../../lib/laravel-paginator.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { keptPerPage } from './order-items.ts';

/**
 * The vendor's payouts (issue #24, decision 0099), always the signed-in vendor's own (no id in the
 * call): `GET /api/vendor/payouts` (what each delivered item owes them, their bank account and their
 * payouts) and `PUT /api/vendor/payouts/bank_account` (the numbers go to the gateway, never to our tables).
 */
export const vendorPayoutRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/vendor/payouts', access('vendor'), async (request): Promise<VendorPayoutsResponse> => {
    const { page, per_page } = validate(vendorPayoutQuerySchema, request.query);
    const vendorId = sessionOf(request).user.id;
    const [{ totals, items }, details] = await Promise.all([
      ctx.orders.vendorPayouts(vendorId),
      ctx.vendors.payoutDetails(vendorId),
    ]);
    const shown = items.slice((page - 1) * per_page, page * per_page);
    const path = `${ctx.platformOrigin}/api/vendor/payouts`;
    const paged = laravelPaginator(shown, items.length, {
      page,
      perPage: per_page,
      path,
      keep: keptPerPage(per_page),
    });
    return { success: true, message: '', data: { totals, items: paged, ...details } };
  });

  app.put(
    '/api/vendor/payouts/bank_account',
    access('vendor'),
    async (request): Promise<VendorBankAccountResponse> => {
      const account = validate(bankAccountRequestSchema, request.body);
      const saved = await ctx.vendors.saveBankAccount(sessionOf(request).user.id, account);
      return { success: true, message: BANK_ACCOUNT_TEXTS.bankSaved, data: saved };
    },
  );
};
