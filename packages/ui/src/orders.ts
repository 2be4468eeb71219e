/**
 * `@showroom/ui/orders`: the order items popup with its status dropdown (spec §2, §4) and the
 * "My Order" FAQ, as their own entry (and federation share key): only order screens need them.
 */
export { type FaqItem, type FaqTab, orderFaqTab } from './order-faq/order-faq.tsx';
export { OrderItemsPopup, type OrderItemsPopupProps } from './order-items/order-items-popup.tsx';
export {
  canChangeOrderItemStatus,
  type OrderItemsViewer,
  OrderStatusSelect,
  type OrderStatusSelectProps,
} from './order-items/order-status-select.tsx';
