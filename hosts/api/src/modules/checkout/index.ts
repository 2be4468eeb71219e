/**
 * Checkout: the summary, coupons, stock holds and placing an order.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { type CheckoutService, createCheckoutService } from './checkout-service.ts';
export { releaseAbandonedHolds } from './stock-reservation.ts';
