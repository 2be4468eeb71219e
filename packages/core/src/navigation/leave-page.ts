import { RETURN_TO_SITE } from '@showroom/contract';
import { apiBaseUrl } from '../api/api-config.ts';
import { departureCode, hasDepartureCode } from '../session/departure-code.ts';
import { isFramed, openOutsideFrame } from './open-outside-frame.ts';

/**
 * The platform address a widget sends a visitor to, with the page they leave as `return_to`, so the
 * shell can offer the way back (decision 0083). Not from inside a frame: the frame's document is no
 * page to come back to, and the pro's page stays open in the tab the platform did not replace.
 */
export function platformAddress(url: string, pageHref: string, framed: boolean): URL {
  const target = new URL(url, pageHref);
  if (!framed) target.searchParams.set(RETURN_TO_SITE.param, pageHref);
  return target;
}

/**
 * Takes a visitor from a pro's page to `url` when a widget sends them there and the page did not
 * handle the `showroom:navigate` (decision 0125; embed.js did this until then). Browser storage does
 * not cross origins, so to another origin a signed-in visitor's session, or a visitor's cart, goes
 * along as a one-time code in the address (`departureCode`), which the shell trades for a session or
 * the cart's token; the page's address goes along for the way back. Inside a frame of another site
 * the platform opens outside the frame: its pages refuse to be framed (decision 0082).
 */
export function leavePage(url: string): void {
  // The document's base, not its address: a srcdoc frame's `about:srcdoc` resolves nothing.
  const target = new URL(url, document.baseURI);
  const framed = isFramed();
  if (target.origin === location.origin) {
    // A platform page asked for from a frame on the platform's own origin (the console's snippet
    // preview, decision 0123) would refuse to show framed; storage is shared, so nothing to carry.
    if (framed && target.origin === new URL(apiBaseUrl()).origin) openOutsideFrame(target.href);
    else location.assign(url);
    return;
  }
  const address = platformAddress(target.href, location.href, framed);
  const go = () => (framed ? openOutsideFrame(address.href) : location.assign(address.href));
  if (!hasDepartureCode()) {
    go();
    return;
  }
  // Opened now, while the click still allows a new tab; the address follows once the code is here.
  const tab = framed ? window.open('about:blank', '_blank') : null;
  void departureCode().then((code) => {
    if (code) address.searchParams.set(code.param, code.code);
    if (!tab) return go();
    tab.opener = null;
    tab.location.href = address.href;
  });
}
