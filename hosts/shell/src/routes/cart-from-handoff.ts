import { CART_HANDOFF } from '@showroom/contract/constants';

/**
 * A widget on a pro's site sends a visitor who is not signed in here with `?cart_handoff=<one-time
 * code>` (see embed.js, decision 0076), because their cart's token lives in that site's storage.
 * Drop the code from the address at once, then trade it for the cart's token, which the cart store
 * follows (`cart_id`). The exchange is its own chunk, paid only by a visitor who arrives with a code.
 */
export function cartFromHandoff(): void {
  const url = new URL(window.location.href);
  const code = url.searchParams.get(CART_HANDOFF.param);
  if (!code) return;
  url.searchParams.delete(CART_HANDOFF.param);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  void import('./redeem-cart-handoff.ts').then(({ redeemCartHandoff }) => redeemCartHandoff(code));
}
