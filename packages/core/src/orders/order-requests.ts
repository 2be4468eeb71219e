import type { Paginator } from '@showroom/contract';
import {
  type OrderAddressChangeRequest,
  type OrderDetail,
  type OrderItem,
  type OrderItemStatus,
  type OrderSummary,
  orderDetailResponseSchema,
  orderItemStatusResponseSchema,
  orderItemsResponseSchema,
  orderPageResponseSchema,
} from '@showroom/contract/orders';
import { api, notify } from '@showroom/core';
import { toastUnshownRefusal } from './refusal-toast.ts';

/*
 * The order calls of issue #12 through the one API client: answers are parsed with the contract's
 * schemas, failures have been shown by the error catalogue (spec §8) before the promise rejects,
 * and the calls that change something toast the server's message.
 */

function rethrowAfterToast(error: unknown): never {
  toastUnshownRefusal(error);
  throw error;
}

/** `GET /api/orders`: one page of the signed-in homeowner's orders, newest first. */
export async function loadOrderPage(
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<Paginator<OrderSummary>> {
  const body = await api.get('orders', {
    schema: orderPageResponseSchema,
    searchParams: { page, per_page: perPage },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** `GET /api/orders/{id}`: the owner's order with its items per vendor and one timeline. */
export async function loadOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  const body = await api.get(`orders/${id}`, {
    schema: orderDetailResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/**
 * `POST /api/orders/{id}/cancel`: cancels and refunds within the window; toasts the server's message,
 * and a refusal's reason even where the error catalogue keeps quiet (a 409).
 */
export async function cancelOrder(id: number): Promise<OrderDetail> {
  const body = await api
    .post(`orders/${id}/cancel`, { schema: orderDetailResponseSchema })
    .catch(rethrowAfterToast);
  notify.success(body.message);
  return body.data;
}

/**
 * `PUT /api/orders/{id}/address`: the order's new shipping address, in its state, within the window
 * (decision 0079); toasts the server's message. A 422's field errors reach the form through the rejection.
 */
export async function changeOrderAddress(
  id: number,
  address: OrderAddressChangeRequest,
): Promise<OrderDetail> {
  const body = await api
    .put(`orders/${id}/address`, { schema: orderDetailResponseSchema, body: address })
    .catch(rethrowAfterToast);
  notify.success(body.message);
  return body.data;
}

/** `GET /api/orders/{id}/items`: the order items popup's rows as the caller's role sees them. */
export async function loadOrderItems(orderId: number, signal?: AbortSignal): Promise<OrderItem[]> {
  const body = await api.get(`orders/${orderId}/items`, {
    schema: orderItemsResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** `PUT /api/order_items/{id}/status`: moves an item on; toasts the server's message, answers the item. */
export async function setOrderItemStatus(itemId: number, status: OrderItemStatus): Promise<OrderItem> {
  const body = await api
    .put(`order_items/${itemId}/status`, { schema: orderItemStatusResponseSchema, body: { status } })
    .catch(rethrowAfterToast);
  notify.success(body.message);
  return body.data;
}
