import { MAX_CART_QTY } from '../cart/project-cart.ts';

/** The project cart's texts (spec §7 sync_to_cart, §8), written once; served by `@showroom/contract/cart`. */
export const CART_MESSAGES = {
  itemAdded: 'Item added to your cart.',
  // Successes of the other cart and project calls (spec §7: toasted as the server says them).
  itemsAdded: 'Items added to your cart.',
  cartUpdated: 'Cart updated.',
  itemRemoved: 'Item removed from your cart.',
  projectUpdated: 'Project updated.',
  /** 404 when a cart token names a cart that is not the caller's (or no cart at all). */
  notFound: 'Cart not found.',
  /** 404 for update_cart and cart/destroy when the line is not in the caller's cart (or no such line). */
  lineNotFound: 'This item is not in your cart.',
  /** 404 for GET/PUT /api/projectCart/{id} when the project is not the caller's (or no such project). */
  projectNotFound: 'Project not found.',
  // 422 field errors of sync_to_cart beyond the schema's own.
  tempProjectIdRequired: 'The temp project id field is required.',
  productIdInvalid: 'The selected product id is invalid.',
  sizeIdInvalid: 'The selected size id is invalid.',
  colourInvalid: 'The selected colour is invalid.',
  qtyTooLarge: `The cart holds at most ${MAX_CART_QTY} of one item.`,
  /** 422 of the cart hand-off's redeem (decision 0076): a used, expired or unknown code. */
  handoffCodeInvalid:
    'This link to your cart has expired. Go back to the page you came from to see your cart.',
} as const;
