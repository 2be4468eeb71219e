import { SESSION_HANDOFF } from '@showroom/contract/constants';

/**
 * A widget on a pro's site sends a signed-in visitor here with `?handoff=<one-time code>` (see
 * embed.js), because browser storage does not cross origins. Drop the code from the address at
 * once (it must not stay in history or a shared link), then trade it for a session. The code only
 * ever costs a visitor who arrives with one: the exchange is its own chunk.
 */
export function signInFromHandoff(): void {
  const url = new URL(window.location.href);
  const code = url.searchParams.get(SESSION_HANDOFF.param);
  if (!code) return;
  url.searchParams.delete(SESSION_HANDOFF.param);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  void import('./redeem-handoff.ts').then(({ redeemHandoff }) => redeemHandoff(code));
}
