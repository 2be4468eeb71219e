import { POLICY } from '../constants/content-constants.ts';

/** Texts of checkout and orders (issue #12), written once; served by `@showroom/contract/orders`. */
export const ORDER_MESSAGES = {
  orderPlaced: 'Thank you! Your order has been placed.',
  orderCancelled: 'Your order has been cancelled and your payment refunded.',
  cancelWindowOver: 'This order can no longer be cancelled: the 60-minute window has passed.',
  alreadyCancelled: 'This order is already cancelled.',
  /** Spec §9: the shipping address may change within 60 minutes of the order (decision 0079). */
  addressChanged: 'The shipping address of your order has been changed.',
  /** Above the form on /your_orders: `{state}` is the order's state's name. */
  addressChangeLead: `Within ${POLICY.cancelOrAddressChangeMinutes} minutes of placing it, the order can go to another address in {state}.`,
  addressChangeWindowOver: `The address of this order can no longer be changed: the ${POLICY.cancelOrAddressChangeMinutes}-minute window has passed.`,
  /** The tax charged is the order's state's: the address may move within it only. `{state}` is its name. */
  addressOtherState:
    'The new address must be in {state}, where the tax of this order was charged. To ship to another state, cancel the order and order again.',
  statusUpdated: 'Order item status updated.',
  refundDelayed:
    'Your order has been cancelled. The refund could not be completed right away; our team will complete it.',
  statusNotificationTitle: 'Order {orderNumber}: {status}',
  statusNotificationText: '{product} from {vendor} is now {status}.',
  /** Added to the status notification of an item cancelled by a vendor-side user or an admin. */
  itemRefundNotificationText: '{amount} is refunded to your card.',
  /** Added when that item was the order's last one not cancelled. */
  orderCancelledByItemsText: 'No item of the order is left, so the order is cancelled.',
  /** A vendor's Decline (decision 0096): the homeowner's and the pro's plain words. */
  declinedNotificationText: '{vendor} cannot supply {product}, so it is taken off your order.',
  proDeclinedNotificationTitle: 'Order {orderNumber}: an item is not available',
  proDeclinedNotificationText:
    '{vendor} cannot supply {product} for your client, so it is taken off the order and {amount} is refunded to their card.',
  itemRefundDelayed:
    'Order item status updated. The refund could not be completed right away; it will be retried.',
  cancelledNotificationTitle: 'Order {orderNumber} cancelled',
  cancelledNotificationText: 'Your order was cancelled and {amount} refunded to your card.',
  vendorCancelledNotificationText: 'The homeowner cancelled this order: please do not ship {items}.',
  statusNotAllowed: 'You are not allowed to set this status.',
  noItems: 'NO item found in this order.',
  cartEmpty: 'Your cart is empty.',
  addressRequired: 'Please add a shipping address before paying.',
  savedCardMissing: 'There is no saved card on your account. Please enter a card.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  stockShort: 'Some items are no longer available in the quantity you asked for.',
  /** A cart line asking for more than is left ({count} may be 0). */
  stockLeft: 'Only {count} left of {name}.',
  idempotencyKeyInProgress:
    'Your order with this Idempotency-Key is still being processed. Please try again in a moment.',
  /** Another window or device is paying for the same cart right now (issue #21). */
  cartInCheckout: 'Your cart is being paid for in another window. Please try again in a moment.',
  /** A retry found its attempt's card authorization already released (issue #21): a new submit pays anew. */
  paymentReleased: 'This payment attempt has expired and nothing was charged. Please pay again.',
  couponUnknown: 'This coupon code is not valid.',
  couponExpired: 'This coupon code has expired.',
  couponOtherShowroom: 'This coupon code is not valid in this showroom.',
  couponApplied: 'Coupon applied.',
  /** The code's usage limit in total is reached (issue #23). */
  couponUsedUp: 'This coupon code has been used up.',
  /** The code's limit per customer is reached for this buyer (issue #23). */
  couponUsedUpByYou: 'You have already used this coupon code as often as it allows.',
  placedNoticeTitle: 'Order placed',
  placedNoticeText: 'Your order {order} was placed. Vendors accept it within {hours} hours.',
  vendorNoticeTitle: 'New order',
  vendorNoticeText: 'Order {order}: {count} item(s) waiting for your approval.',
  proNoticeTitle: 'New order in your showroom',
  proNoticeText: 'A client placed order {order} in your showroom.',
} as const;
