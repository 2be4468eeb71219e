/**
 * `@showroom/core/orders`: the homeowner's orders and order items (issue #12). A separate entry (and
 * federation share key) on top of `@showroom/core`, which it imports by name so the API client
 * and session stay page-wide singletons; only order screens download it.
 */
export {
  cancelOrder,
  changeOrderAddress,
  loadOrder,
  loadOrderItems,
  loadOrderPage,
  setOrderItemStatus,
} from './orders/order-requests.ts';
