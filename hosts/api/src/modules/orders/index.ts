/**
 * Orders: order lists and details per viewer, cancelling, item status changes.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */

export {
  type CancelledItem,
  cancelOrderItems,
  type OrderCancellation,
  type OrderRow,
} from './cancel-order.ts';
export { cancelOrderItem, type ItemCancelled } from './cancel-order-item.ts';
export { checkItemStatusChange, type ItemStatusCheck, type ItemToChange } from './item-status-check.ts';
export { orderDetailView } from './order-detail-view.ts';
export { type OrderItemFigures, orderItemFigures } from './order-item-figures.ts';
export { noticeCancellation, noticeStatusChange, type OrderNoticeDeps } from './order-notices.ts';
export { createOrdersService, type OrdersService } from './orders-service.ts';
export {
  isPlainItemStatus,
  type PlainItemStatus,
  type RefundingStatus,
  type SetStatusOutcome,
} from './set-order-item-status.ts';
export { vendorPayoutDueCents, vendorPayoutsFor } from './vendor-payouts.ts';
export {
  auditActorOf,
  type ItemStatusWrite,
  type ItemStatusWritten,
  writeItemStatus,
} from './write-item-status.ts';
