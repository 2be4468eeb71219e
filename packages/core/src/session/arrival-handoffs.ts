import { CART_HANDOFF, SESSION_HANDOFF } from '@showroom/contract';
import type { ArrivalCodes } from './redeem-arrival-handoffs.ts';

/**
 * A visitor who crosses between a pro's site and the platform brings their session or cart as a
 * one-time code in the address (browser storage does not cross origins): core's `leavePage` adds it
 * on the way to the platform, the shell's "Back to <site>" link on the way back (decisions 0076, 0083).
 * Wherever core starts, the shell or a widget on the pro's page, this drops the codes from the
 * address at once (they must not stay in history or a shared link), then trades them for a session
 * or the cart's token on this origin. The exchange is its own chunk, paid only by a visitor who
 * arrives with a code.
 */
export function takeArrivalHandoffs(): void {
  const url = new URL(globalThis.location.href);
  const codes: ArrivalCodes = {
    session: url.searchParams.get(SESSION_HANDOFF.param),
    cart: url.searchParams.get(CART_HANDOFF.param),
  };
  if (!codes.session && !codes.cart) return;
  url.searchParams.delete(SESSION_HANDOFF.param);
  url.searchParams.delete(CART_HANDOFF.param);
  globalThis.history.replaceState(globalThis.history.state, '', url.pathname + url.search + url.hash);
  void import('./redeem-arrival-handoffs.ts').then(({ redeemArrivalHandoffs }) =>
    redeemArrivalHandoffs(codes),
  );
}
