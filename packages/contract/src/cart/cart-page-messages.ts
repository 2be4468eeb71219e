/** The cart widgets' own texts (empty, failed and stock states, the checkout hint); server texts are in CART_MESSAGES. */
export const CART_PAGE_MESSAGES = {
  title: 'Your cart',
  loading: 'Loading your cart…',
  empty: 'Your cart is empty.',
  emptyHint: 'Browse the showroom and add the materials for your project.',
  continueShopping: 'Continue shopping',
  loadFailed: 'Your cart could not be loaded.',
  /** `{count}`: units on hand, when the line asks for more. */
  onlyLeft: 'Only {count} left in stock.',
  signInAtCheckout: 'You sign in or register at checkout; your cart comes with you.',
  taxesAtCheckout: 'Taxes are calculated at checkout from your shipping address.',
} as const;
