/** Texts of checkout and orders (issue #12), written once; served by `@showroom/contract/orders`. */
export const ORDER_MESSAGES = {
  orderPlaced: 'Thank you! Your order has been placed.',
  orderCancelled: 'Your order has been cancelled and your payment refunded.',
  cancelWindowOver: 'This order can no longer be cancelled: the 60-minute window has passed.',
  alreadyCancelled: 'This order is already cancelled.',
  statusUpdated: 'Order item status updated.',
  statusNotAllowed: 'You are not allowed to set this status.',
  noItems: 'NO item found in this order.',
  cartEmpty: 'Your cart is empty.',
  addressRequired: 'Please add a shipping address before paying.',
  savedCardMissing: 'There is no saved card on your account. Please enter a card.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  stockShort: 'Some items are no longer available in the quantity you asked for.',
  couponUnknown: 'This coupon code is not valid.',
  couponExpired: 'This coupon code has expired.',
  couponOtherShowroom: 'This coupon code is not valid in this showroom.',
  couponApplied: 'Coupon applied.',
} as const;
