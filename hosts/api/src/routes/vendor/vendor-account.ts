import {
  VENDOR_ACCOUNT_MESSAGES,
  type VendorAccountResponse,
  vendorAccountRequestSchema,
} from '@showroom/contract/vendor';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/** The signed-in vendor's account set-up (issue #24): company, contact, warehouse, brand lines; what is missing. */
export const vendorAccountRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/vendor/account',
    access('vendor'),
    async (request): Promise<VendorAccountResponse> => ({
      success: true,
      message: '',
      data: await ctx.vendors.account(sessionOf(request).user.id),
    }),
  );

  app.put('/api/vendor/account', access('vendor'), async (request): Promise<VendorAccountResponse> => {
    const input = validate(vendorAccountRequestSchema, request.body);
    const vendorId = sessionOf(request).user.id;
    await ctx.vendors.saveAccount(vendorId, input);
    const account = await ctx.vendors.account(vendorId);
    const message =
      account.missing.length === 0 ? VENDOR_ACCOUNT_MESSAGES.complete : VENDOR_ACCOUNT_MESSAGES.saved;
    return { success: true, message, data: account };
  });
};
