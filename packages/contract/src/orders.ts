/**
 * `@showroom/contract/orders`: order items, their statuses and who may change them (issue #12).
 * Its own entry so widgets that never show an order do not download it.
 */
export { ORDER_MESSAGES } from './messages/order-messages.ts';
export { ORDER_PAGE_MESSAGES } from './messages/order-page-messages.ts';
export {
  type OrderAddressChangeRequest,
  orderAddressChangeRequestSchema,
} from './orders/order-address-change.ts';
export {
  type OrderItemStatusRequest,
  type OrderItemStatusResponse,
  type OrderItemsResponse,
  type OrderListQuery,
  orderIdParamsSchema,
  orderItemStatusRequestSchema,
  orderItemStatusResponseSchema,
  orderItemsResponseSchema,
  orderListQuerySchema,
} from './orders/order-calls.ts';
export {
  type OrderDetail,
  type OrderDetailResponse,
  type OrderItem,
  type OrderPageResponse,
  type OrderSummary,
  type OrderTimelineEntry,
  orderDetailResponseSchema,
  orderDetailSchema,
  orderItemSchema,
  orderItemStatusSchema,
  orderPageResponseSchema,
  orderStateSchema,
  orderSummarySchema,
  orderTimelineEntrySchema,
} from './orders/order-detail.ts';
export {
  ADMIN_FROM_STATUS,
  CANCELLED_STATUS,
  canSetOrderItemStatus,
  FIRST_ORDER_ITEM_STATUS,
  homeownerStatusWords,
  isOrderItemStatus,
  ORDER_ITEM_STATUSES,
  type OrderItemStatus,
  orderItemStatusLabel,
  type StatusSetter,
} from './orders/order-item-statuses.ts';
