import { STORAGE_KEYS } from '@showroom/contract';
import { session, storage } from '@showroom/core';

/**
 * Whether core's cart will find a cart to load: a signed-in user's, or a visitor's by the stored
 * `cart_id` (spec §4). A new visitor has none, so their cart is empty at once, with no skeleton
 * first (a skeleton of lines collapsing into "Your cart is empty." would move the page).
 */
export function expectsCart(): boolean {
  return session.isLoggedIn() || storage.getString(STORAGE_KEYS.cartId) !== null;
}
