import { MAX_CART_QTY } from '../cart/project-cart.ts';

/** The project cart's texts (spec §7 sync_to_cart, §8), written once; served by `@showroom/contract/cart`. */
export const CART_MESSAGES = {
  itemAdded: 'Item added to your cart.',
  /** 404 when a cart token names a cart that is not the caller's (or no cart at all). */
  notFound: 'Cart not found.',
  // 422 field errors of sync_to_cart beyond the schema's own.
  tempProjectIdRequired: 'The temp project id field is required.',
  productIdInvalid: 'The selected product id is invalid.',
  sizeIdInvalid: 'The selected size id is invalid.',
  colourInvalid: 'The selected colour is invalid.',
  qtyTooLarge: `The cart holds at most ${MAX_CART_QTY} of one item.`,
} as const;
