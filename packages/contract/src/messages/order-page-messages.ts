/** Texts of the homeowner's order pages (/your_orders, issue #12), written once. */
export const ORDER_PAGE_MESSAGES = {
  homeownersOnly:
    'Your Orders lists what a homeowner account has bought; this account is not a homeowner account.',
  signInToSee: 'Sign in to see your orders, follow every item and cancel an order you just placed.',
  ordersLoadFailed: 'Your orders could not be loaded.',
  orderLoadFailed: 'This order could not be loaded.',
  noOrders: 'No orders yet',
  noOrdersHint: 'When you buy from a showroom, your orders and every item’s status appear here.',
  confirmCancel: 'Cancel this order? Every item is cancelled and your payment is refunded to your card.',
  cancelled: 'Cancelled',
  placed: 'Placed',
} as const;
