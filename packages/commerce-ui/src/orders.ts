/**
 * `@showroom/commerce-ui/orders`: the order items popup with its status dropdown (spec §2, §4), as its own
 * entry (and federation share key): only order screens need them.
 */
export { OrderItemsPopup, type OrderItemsPopupProps } from './order-items/order-items-popup.tsx';
export {
  canChangeOrderItemStatus,
  type OrderItemsViewer,
  OrderStatusSelect,
  type OrderStatusSelectProps,
} from './order-items/order-status-select.tsx';
export { type OpenOrderItems, useOrderItemsPopup } from './order-items/use-order-items-popup.ts';
