import { bankAccountRequestSchema, PAYOUT_TEXTS, type PayoutSetupResponse } from '@showroom/contract/pro';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * `/payout_setup` (issue #23, console "Payouts"): always the signed-in pro's own bank account,
 * balances and payouts (no id in the call). The bank numbers go to the gateway, never to our tables.
 */
export const payoutSetupRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/pro/payout_setup', access('pro'), async (request): Promise<PayoutSetupResponse> => {
    const setup = await ctx.pros.payoutSetup(sessionOf(request).user.id);
    return { success: true, message: '', data: setup };
  });

  app.put(
    '/api/pro/payout_setup/bank_account',
    access('pro'),
    async (request): Promise<PayoutSetupResponse> => {
      const account = validate(bankAccountRequestSchema, request.body);
      const setup = await ctx.pros.saveBankAccount(sessionOf(request).user.id, account);
      return { success: true, message: PAYOUT_TEXTS.bankSaved, data: setup };
    },
  );
};
