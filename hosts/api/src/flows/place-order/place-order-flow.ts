import { ORDER_MESSAGES, type OrderDetailResponse } from '@showroom/contract/orders';
import type { CheckoutDeps, PlaceOrderInput } from '../../modules/checkout/index.ts';
import { orderDetailView } from '../../modules/orders/index.ts';
import { defineFlow, runFlow } from '../flow-runner.ts';
import { authorizePayment } from './authorize-payment.ts';
import { capturePayment } from './capture-payment.ts';
import { claimBuyerCart } from './claim-cart.ts';
import { findPlacedOrder } from './find-placed-order.ts';
import type { PlaceOrderState } from './place-order-state.ts';
import { priceCart } from './price-cart.ts';
import { recordPayment } from './record-payment.ts';
import { reserveCartStock } from './reserve-stock.ts';
import { sendOrderMails } from './send-order-mails.ts';
import { writeCartOrder } from './write-order.ts';

/** The gateway's idempotency key of a checkout: a retry of the same submit never authorizes twice. */
export const gatewayKeyOf = (userId: number, key: string) => `checkout_${userId}_${key}`;

/**
 * Buying a cart (issue #12; made exactly-once in issue #21): everything is recomputed from the
 * database. A refusal or failure before the order is written undoes what was done (authorization
 * voided, stock given back, cart claim let go): nothing charged, no stock taken. A crash leaves that
 * to a retry of the same key (which finds its order, or takes over its claim, holds and
 * authorization) or to the payment settler (holds and authorizations of dead attempts).
 */
export const placeOrderFlow = defineFlow<PlaceOrderState>('place-order', [
  findPlacedOrder,
  claimBuyerCart,
  priceCart,
  reserveCartStock,
  authorizePayment,
  recordPayment,
  writeCartOrder,
  capturePayment,
  sendOrderMails,
]);

/** Runs the flow for `userId`'s attempt `key`; answers the order placed (now or by an earlier attempt). */
export async function placeOrder(
  deps: CheckoutDeps,
  userId: number,
  key: string,
  input: PlaceOrderInput,
): Promise<OrderDetailResponse> {
  const state = await runFlow(placeOrderFlow, { deps, userId, input, holdKey: gatewayKeyOf(userId, key) });
  const orderId = state.written?.orderId ?? state.placedOrderId;
  if (orderId === undefined) throw new Error('place-order ended without an order');
  const detail = await orderDetailView(deps.db, orderId, deps.clock.now());
  if (!detail) throw new Error(`order ${orderId} vanished`);
  return { success: true, message: ORDER_MESSAGES.orderPlaced, data: detail };
}
