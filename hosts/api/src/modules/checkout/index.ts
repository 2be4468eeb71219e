/**
 * Checkout: the summary, coupons, stock holds and placing an order.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */

// What the place-order flow (src/flows/place-order) composes.
export { claimCart, orderOfAttempt, releaseCartClaim } from './cart-claim.ts';
export type { CheckoutDeps } from './checkout-deps.ts';
export { type CheckoutLine, loadBuyerCart } from './checkout-lines.ts';
export { type QuoteTerms, quoteMoney, readQuoteTerms } from './checkout-quote.ts';
export type { PlaceOrderInput } from './checkout-service.ts';
export { type CheckoutService, createCheckoutService } from './checkout-service.ts';
export { mailNewOrder } from './order-mails.ts';
export { paymentTokenFor } from './payment-source.ts';
export { releaseAbandonedHolds, releaseStock, reserveStock } from './stock-reservation.ts';
export { type WrittenOrder, writeOrder } from './write-order.ts';
