import { profileResponseSchema } from '@showroom/contract/account';
import {
  checkoutSummaryResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  type PlaceOrderRequest,
  placeOrderResponseSchema,
} from '@showroom/contract/checkout';
import { orderDetailResponseSchema } from '@showroom/contract/orders';
import { api } from '@showroom/core';

/**
 * The calls of the checkout screens (spec §7 profile, issue #12 checkout and orders), each
 * answering the envelope's `data` parsed by the contract's schema.
 */
export const checkoutCalls = {
  /** `GET /api/profile?checkout=1`: the shipping address, shipping charge and saved card. */
  profile: (signal: AbortSignal) =>
    api.get('profile', { schema: profileResponseSchema, searchParams: { checkout: 1 }, signal }).then(data),

  /** `GET /api/checkout/summary`: what the cart costs now, priced by the server. */
  summary: (showroom: number, couponCode: string | null, signal: AbortSignal) =>
    api
      .get('checkout/summary', {
        schema: checkoutSummaryResponseSchema,
        searchParams: { showroom, coupon_code: couponCode || undefined },
        signal,
      })
      .then(data),

  /** `POST /api/checkout` with the purchase attempt's `Idempotency-Key`. */
  placeOrder: (request: PlaceOrderRequest, idempotencyKey: string) =>
    api
      .post('checkout', {
        schema: placeOrderResponseSchema,
        body: request,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      })
      .then(data),

  /** `GET /api/orders/{id}` (the owner's order). */
  order: (id: number, signal: AbortSignal) =>
    api.get(`orders/${id}`, { schema: orderDetailResponseSchema, signal }).then(data),

  /** `POST /api/orders/{id}/cancel`: cancels and refunds, answering the order and the server's message. */
  cancelOrder: (id: number) => api.post(`orders/${id}/cancel`, { schema: orderDetailResponseSchema }),
};

function data<T>(body: { data: T }): T {
  return body.data;
}
