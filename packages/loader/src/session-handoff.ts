import {
  CART_HANDOFF,
  RETURN_TO_SITE,
  SESSION_HANDOFF,
  SHOWROOM_EVENTS,
  STORAGE_KEYS,
} from '@showroom/contract/constants';
import { isFramed, openOutsideFrame } from './frame/open-outside-frame.ts';
import { storedToken } from './stored-token.ts';

/** The spec's "logged in": a stored token longer than 10 characters. */
const MIN_TOKEN_LENGTH = 11;

/** The call that makes a one-time code for this visitor, and the address parameter that carries it. */
export interface HandoffRequest {
  readonly url: string;
  readonly param: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/**
 * What carries this visitor to the platform: a signed-in visitor's session, else a visitor's cart
 * (decision 0076: the cart token never goes into the address, a one-time code naming the cart does);
 * null when there is neither (or the browser denies this page its storage).
 */
export function handoffRequest(
  apiOrigin: string,
  read: (key: string) => string | null = storedToken,
): HandoffRequest | null {
  const token = read(STORAGE_KEYS.authToken);
  if (token && token.length >= MIN_TOKEN_LENGTH) {
    return {
      url: `${apiOrigin}/api/session/handoff`,
      param: SESSION_HANDOFF.param,
      headers: { Authorization: `Bearer ${token}` },
      body: '{}',
    };
  }
  const cartToken = read(STORAGE_KEYS.cartId)?.replace(/^"|"$/g, '');
  if (!cartToken) return null;
  return {
    url: `${apiOrigin}/api/projectCart/handoff`,
    param: CART_HANDOFF.param,
    headers: {},
    body: JSON.stringify({ temp_project_id: cartToken }),
  };
}

/** The one-time code, or null (the visitor still goes, and signs in or starts a cart there). */
async function handoffCode(request: HandoffRequest): Promise<string | null> {
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...request.headers },
      body: request.body,
    });
    const body = (response.ok ? await response.json() : null) as { data?: { code?: unknown } } | null;
    return typeof body?.data?.code === 'string' ? body.data.code : null;
  } catch {
    return null;
  }
}

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
 * Whether embed.js opens a navigation the page left to it: an address on another origin (with the
 * visitor's session or cart), and a platform page from inside a frame even on the platform's own
 * origin (the console's snippet preview is a `srcdoc` frame there): framed, that page would refuse to
 * show. Any other address of this origin opens as a link would.
 */
export function opensOutside(
  targetOrigin: string,
  pageOrigin: string,
  apiOrigin: string,
  framed: boolean,
): boolean {
  return targetOrigin !== pageOrigin || (framed && targetOrigin === apiOrigin);
}

/**
 * Takes a visitor to the platform when a widget sends them there (a `showroom:navigate` that the page
 * did not handle). Browser storage does not cross origins, so a signed-in visitor's session, or a
 * visitor's cart, goes along as a one-time code in the address, which the shell trades for a session
 * or the cart's token; the page's address goes along for the way back. Inside a frame of another
 * site the platform opens outside the frame: its pages refuse to be framed (decision 0082). It listens on `window`, after the page's own `document`
 * listeners, so a page that routes the event keeps doing so.
 */
export function carrySessionOnNavigate(apiOrigin: string): void {
  window.addEventListener(SHOWROOM_EVENTS.navigate, (event) => {
    if (event.defaultPrevented) return;
    const { url } = (event as CustomEvent<{ url: string }>).detail;
    // The document's base, not its address: a srcdoc frame's `about:srcdoc` resolves nothing.
    const targetOrigin = new URL(url, document.baseURI).origin;
    const framed = isFramed();
    if (!opensOutside(targetOrigin, location.origin, apiOrigin, framed)) return;
    const target = platformAddress(url, location.href, framed);
    // Storage is shared on the same origin: nothing to carry.
    const request = targetOrigin === location.origin ? null : handoffRequest(apiOrigin);
    event.preventDefault();
    if (!request) {
      if (framed) openOutsideFrame(target.href);
      else location.assign(target.href);
      return;
    }
    // Opened now, while the click still allows a new tab; the address follows once the code is here.
    const tab = framed ? window.open('about:blank', '_blank') : null;
    void handoffCode(request).then((code) => {
      if (code) target.searchParams.set(request.param, code);
      if (tab) {
        tab.opener = null;
        tab.location.href = target.href;
      } else if (framed) openOutsideFrame(target.href);
      else location.assign(target.href);
    });
  });
}
