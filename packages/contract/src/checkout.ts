/**
 * `@showroom/contract/checkout`: the checkout summary and placing an order (issue #12). Its own
 * entry so widgets that never check out do not download it.
 */
export * from './checkout/checkout-summary.ts';
export * from './checkout/place-order.ts';
export * from './messages/checkout-screen-messages.ts';
