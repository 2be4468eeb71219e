/**
 * `@showroom/contract/orders`: order items, their statuses and who may change them (issue #12).
 * Its own entry so widgets that never show an order do not download it.
 */
export * from './messages/order-messages.ts';
export * from './messages/order-page-messages.ts';
export * from './orders/order-calls.ts';
export * from './orders/order-detail.ts';
export * from './orders/order-item-statuses.ts';
