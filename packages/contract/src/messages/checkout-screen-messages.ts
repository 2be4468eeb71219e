import { POLICY } from '../constants/content-constants.ts';

/**
 * Texts of the checkout screens (/checkout, /checkout-payment, /thankyou and `<showroom-checkout>`),
 * written once; served by `@showroom/contract/checkout`. `{name}` placeholders are filled with
 * `formatMessage`.
 */
export const CHECKOUT_SCREEN_MESSAGES = {
  summaryLoadFailed: 'Your order summary could not be loaded.',
  orderLoadFailed: 'This order could not be loaded.',
  cartEmptyLead: 'Add products from your showroom, then come back to check out.',
  noShowroom: 'Choose a showroom to shop in before checking out.',
  stockLeft: 'Only {available} left: lower the quantity in your cart to continue.',
  stockNoneLeft: 'Out of stock: remove it from your cart to continue.',
  addressMissing: 'Add your shipping address to continue.',
  taxLine: 'Tax ({rate}% {state})',
  /** A coupon whose discount the markup cap cut (spec §6): `{discount}` and `{offered}` in dollars, e.g. "$12.40". */
  couponLimitedToMarkup:
    "This coupon is limited to the showroom's markup: {discount} off instead of {offered}.",
  taxPending: 'Tax is calculated once we have your shipping address.',
  paying: 'Paying…',
  paymentUnconfirmed:
    'We could not confirm your payment. Press Pay again to retry: the same attempt is sent, so you are never charged twice.',
  pendingAttempt: 'Your last payment did not finish. Press Pay to check it: you will not be charged twice.',
  stockChangedSentBack:
    'Some items are no longer available in the quantity you asked for. Please review your order.',
  newCardRequired: 'Enter your card details.',
  cardFieldsLoading: 'Loading the secure card fields…',
  orderNotFound: 'We could not find this order.',
  nextAccepted: `Each vendor accepts your items within ${POLICY.orderProcessingHours} hours.`,
  nextDelivery: `Delivery takes ${POLICY.deliveryWeeks} weeks.`,
  nextCancel: `You can cancel the order or change its address within ${POLICY.cancelOrAddressChangeMinutes} minutes of placing it.`,
  cancelConfirm: 'Cancel this order? Every item is cancelled and your payment is refunded to your card.',
  cancelledState: 'This order was cancelled on {date}. Your payment was refunded.',
  signInLead: 'Sign in to check out. Your cart stays as it is.',
} as const;
