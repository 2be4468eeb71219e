/**
 * `@showroom/contract/checkout`: the checkout summary and placing an order (issue #12). Its own
 * entry so widgets that never check out do not download it.
 */
export {
  type CheckoutSummary,
  type CheckoutSummaryQuery,
  type CheckoutSummaryResponse,
  checkoutSummaryQuerySchema,
  checkoutSummaryResponseSchema,
  checkoutSummarySchema,
  couponCodeField,
  MAX_COUPON_CODE_LENGTH,
  type OrderMoney,
  orderMoneySchema,
  type StockProblem,
  stockProblemSchema,
} from './checkout/checkout-summary.ts';
export {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeaderSchema,
  idempotencyKeyField,
  type OrderPayment,
  orderPaymentSchema,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from './checkout/place-order.ts';
export { CHECKOUT_SCREEN_MESSAGES } from './messages/checkout-screen-messages.ts';
