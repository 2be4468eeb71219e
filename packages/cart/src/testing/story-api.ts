/**
 * Story harness of this remote: answers the cart calls with `createCartApi` (other calls go on to
 * Storybook's own stub), selects the demo showroom and gives the visitor a stored cart id.
 */
import { STORAGE_KEYS } from '@showroom/contract';
import { DEMO_MATCH, DEMO_PROFILE } from '@showroom/contract/testing';
import { showroomSelection, storage } from '@showroom/core';
import { cart } from '@showroom/core/cart';
import { type CartApiOptions, createCartApi } from './cart-api-stub.ts';

const CART_PATHS = /\/api\/(projectCart|cart\/destroy)\b/;

/** Installs the stub; returns the cleanup. */
export function installCartApi(options: CartApiOptions = {}): () => void {
  const stub = createCartApi(options);
  const previous = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return CART_PATHS.test(url.pathname) ? stub.fetch(input, init) : previous(input, init);
  };
  showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
  storage.set(STORAGE_KEYS.cartId, 'story-visitor-cart-0001');
  cart.reset();
  void cart.load();
  return () => {
    window.fetch = previous;
    storage.remove(STORAGE_KEYS.cartId);
    cart.reset();
  };
}
