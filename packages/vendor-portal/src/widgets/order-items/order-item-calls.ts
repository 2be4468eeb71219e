import {
  type VendorOrderItemQuery,
  type VendorPayoutQuery,
  vendorOrderItemPageResponseSchema,
  vendorPayoutsResponseSchema,
} from '@showroom/contract/orders';
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

/** `GET /api/vendor/payouts`: what each delivered item owes the vendor, and the totals. */
export async function loadVendorPayouts(query: VendorPayoutQuery, signal?: AbortSignal) {
  const body = await api.get('vendor/payouts', {
    schema: vendorPayoutsResponseSchema,
    searchParams: query,
    ...(signal && { signal }),
  });
  return body.data;
}
