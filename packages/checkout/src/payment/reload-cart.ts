import { emitShowroomEvent, SHOWROOM_EVENTS } from '@showroom/core';
import { cart } from '@showroom/core/cart';

/**
 * After a purchase the server's cart is spent: forget the page-wide cart, load it again (empty, or
 * whatever is left) and tell every widget and the host page (`showroom:cart-updated`).
 */
export async function reloadCart(): Promise<void> {
  cart.reset();
  await cart.load();
  emitShowroomEvent(document, SHOWROOM_EVENTS.cartUpdated, { count: cart.store.getState().count });
}
