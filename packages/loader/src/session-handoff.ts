import { CART_HANDOFF, SESSION_HANDOFF, SHOWROOM_EVENTS, STORAGE_KEYS } from '@showroom/contract/constants';

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
 * null when there is neither.
 */
export function handoffRequest(apiOrigin: string, store: Pick<Storage, 'getItem'>): HandoffRequest | null {
  const token = store.getItem(STORAGE_KEYS.authToken);
  if (token && token.length >= MIN_TOKEN_LENGTH) {
    return {
      url: `${apiOrigin}/api/session/handoff`,
      param: SESSION_HANDOFF.param,
      headers: { Authorization: `Bearer ${token}` },
      body: '{}',
    };
  }
  const cartToken = store.getItem(STORAGE_KEYS.cartId)?.replace(/^"|"$/g, '');
  if (!cartToken) return null;
  return {
    url: `${apiOrigin}/api/projectCart/handoff`,
    param: CART_HANDOFF.param,
    headers: {},
    body: JSON.stringify({ temp_project_id: cartToken }),
  };
}

/**
 * Carries a visitor's session, or a visitor's cart, to the platform. Browser storage does not cross
 * origins, so someone who signed in or filled a cart inside a widget on this site would arrive at the
 * platform's shell signed out with an empty cart. When a widget sends them there (a
 * `showroom:navigate` that the page did not handle), the embed asks the API for a one-time code and
 * adds it to the address; the shell trades it for a session or the cart's token.
 * It listens on `window`, after the page's own `document` listeners, so a page that routes the event
 * itself keeps doing so.
 */
export function carrySessionOnNavigate(apiOrigin: string): void {
  window.addEventListener(SHOWROOM_EVENTS.navigate, (event) => {
    const { url } = (event as CustomEvent<{ url: string }>).detail;
    const target = new URL(url, location.href);
    if (event.defaultPrevented || target.origin === location.origin) return;
    const request = handoffRequest(apiOrigin, localStorage);
    if (!request) return;
    event.preventDefault();
    fetch(request.url, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...request.headers },
      body: request.body,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: { code?: unknown } } | null) => {
        const code = body?.data?.code;
        if (typeof code === 'string') target.searchParams.set(request.param, code);
      })
      // Without a code the visitor still goes, and signs in there.
      .catch(() => undefined)
      .finally(() => location.assign(target.href));
  });
}
