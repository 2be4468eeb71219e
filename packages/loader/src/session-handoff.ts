import { CART_HANDOFF, SESSION_HANDOFF, SHOWROOM_EVENTS, STORAGE_KEYS } from '@showroom/contract/constants';
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
 * Takes a visitor to the platform when a widget sends them there (a `showroom:navigate` that the page
 * did not handle). Browser storage does not cross origins, so a signed-in visitor's session, or a
 * visitor's cart, goes along as a one-time code in the address, which the shell trades for a session
 * or the cart's token. Inside a frame of another site the platform opens outside the frame: its pages
 * refuse to be framed (decision 0082). It listens on `window`, after the page's own `document`
 * listeners, so a page that routes the event keeps doing so.
 */
export function carrySessionOnNavigate(apiOrigin: string): void {
  window.addEventListener(SHOWROOM_EVENTS.navigate, (event) => {
    if (event.defaultPrevented) return;
    const { url } = (event as CustomEvent<{ url: string }>).detail;
    const target = new URL(url, location.href);
    if (target.origin === location.origin) return;
    const framed = isFramed();
    const request = handoffRequest(apiOrigin);
    if (!request && !framed) return;
    event.preventDefault();
    if (!request) {
      openOutsideFrame(target.href);
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
