import { cart } from '@showroom/core/cart';

/**
 * After a purchase the server's cart is spent: forget the page-wide cart and load it again (empty,
 * or whatever is left); the load tells every widget and the host page (`showroom:cart-updated`).
 */
export async function reloadCart(): Promise<void> {
  cart.reset();
  await cart.load();
}
