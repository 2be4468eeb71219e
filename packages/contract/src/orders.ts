/**
 * `@showroom/contract/orders`: order items, their statuses and who may change them (issue #12).
 * Its own entry so widgets that never show an order do not download it.
 */
export { ORDER_MESSAGES } from './messages/order-messages.ts';
export { ORDER_PAGE_MESSAGES } from './messages/order-page-messages.ts';
export {
  type AdminOrder,
  type AdminOrderFilterOptions,
  type AdminOrderFilterOptionsResponse,
  type AdminOrderFilters,
  type AdminOrderPageResponse,
  type AdminOrderQuery,
  adminOrderFilterOptionsResponseSchema,
  adminOrderPageResponseSchema,
  adminOrderQuerySchema,
  adminOrderSchema,
} from './orders/admin-orders.ts';
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
  DECLINED_STATUS,
  DELIVERED_STATUS,
  FIRST_ORDER_ITEM_STATUS,
  homeownerStatusWords,
  isOrderItemStatus,
  isRefundingStatus,
  ORDER_ITEM_STATUSES,
  type OrderItemStatus,
  orderItemStatusLabel,
  REFUNDING_STATUSES,
  RETURN_REQUEST_STATUS,
  RETURNED_STATUS,
  type StatusSetter,
  WITHDRAWN_STATUSES,
} from './orders/order-item-statuses.ts';
export {
  ORDER_LIST_MAX_PAGE_SIZE,
  type VendorOrderItem,
  type VendorOrderItemPageResponse,
  type VendorOrderItemQuery,
  vendorOrderItemPageResponseSchema,
  vendorOrderItemQuerySchema,
  vendorOrderItemSchema,
} from './orders/vendor-order-items.ts';
export {
  VENDOR_PAYABLE_AFTER_DAYS,
  VENDOR_PAYOUT_STATES,
  VENDOR_PAYOUT_TEXTS,
  type VendorBankAccountResponse,
  type VendorPayout,
  type VendorPayoutItem,
  type VendorPayoutLine,
  type VendorPayoutQuery,
  type VendorPayoutState,
  type VendorPayouts,
  type VendorPayoutsResponse,
  type VendorPayoutTotals,
  vendorBankAccountResponseSchema,
  vendorPayoutQuerySchema,
  vendorPayoutSchema,
  vendorPayoutsResponseSchema,
} from './orders/vendor-payouts.ts';
