import {
  type AdminOrderQuery,
  adminOrderFilterOptionsResponseSchema,
  adminOrderPageResponseSchema,
} from '@showroom/contract/orders';
import { api } from '@showroom/core';

/** `GET /api/admin/orders`: a page of every order, filtered (decision 0096). */
export async function loadAdminOrders(query: AdminOrderQuery, signal?: AbortSignal) {
  const body = await api.get('admin/orders', {
    schema: adminOrderPageResponseSchema,
    searchParams: query,
    ...(signal && { signal }),
  });
  return body.data;
}

/** `GET /api/admin/order_filters`: the showrooms and vendors to filter by. */
export async function loadAdminOrderFilterOptions(signal?: AbortSignal) {
  const body = await api.get('admin/order_filters', {
    schema: adminOrderFilterOptionsResponseSchema,
    ...(signal && { signal }),
  });
  return body.data;
}
