import {
  type VendorOrderItemQuery,
  type VendorPayoutQuery,
  vendorBankAccountResponseSchema,
  vendorOrderItemPageResponseSchema,
  vendorPayoutsResponseSchema,
} from '@showroom/contract/orders';
import type { BankAccountInput } from '@showroom/contract/pro';
import { api } from '@showroom/core';

/** `GET /api/vendor/order_items`: a page of the vendor's own items across orders (decision 0096). */
export async function loadVendorOrderItems(query: VendorOrderItemQuery, signal?: AbortSignal) {
  const body = await api.get('vendor/order_items', {
    schema: vendorOrderItemPageResponseSchema,
    searchParams: query,
    ...(signal && { signal }),
  });
  return body.data;
}

/** `GET /api/vendor/payouts`: what each delivered item owes the vendor, the totals, the bank account and the payouts. */
export async function loadVendorPayouts(query: VendorPayoutQuery, signal?: AbortSignal) {
  const body = await api.get('vendor/payouts', {
    schema: vendorPayoutsResponseSchema,
    searchParams: query,
    ...(signal && { signal }),
  });
  return body.data;
}

/** `PUT /api/vendor/payouts/bank_account`: the bank details go to the gateway; answers the saved account. */
export function saveVendorBankAccount(account: BankAccountInput) {
  return api.put('vendor/payouts/bank_account', { schema: vendorBankAccountResponseSchema, body: account });
}
