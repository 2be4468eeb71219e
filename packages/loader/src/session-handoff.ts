import { SESSION_HANDOFF, SHOWROOM_EVENTS, STORAGE_KEYS } from '@showroom/contract/constants';
import { storedToken } from './stored-token.ts';

/** The spec's "logged in": a stored token longer than 10 characters. */
const MIN_TOKEN_LENGTH = 11;

/**
 * Carries a signed-in visitor's session to the platform. Browser storage does not cross origins, so
 * someone who signed in inside a widget on this site would arrive at the platform's shell signed
 * out. When a widget sends them there (a `showroom:navigate` that the page did not handle), the embed
 * asks the API for a one-time code and adds it to the address; the shell trades it for a session.
 * It listens on `window`, after the page's own `document` listeners, so a page that routes the event
 * itself keeps doing so.
 */
export function carrySessionOnNavigate(apiOrigin: string): void {
  window.addEventListener(SHOWROOM_EVENTS.navigate, (event) => {
    const token = storedToken(STORAGE_KEYS.authToken);
    const { url } = (event as CustomEvent<{ url: string }>).detail;
    const target = new URL(url, location.href);
    if (event.defaultPrevented || !token || token.length < MIN_TOKEN_LENGTH) return;
    if (target.origin === location.origin) return;
    event.preventDefault();
    fetch(`${apiOrigin}/api/session/handoff`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: '{}',
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: { code?: unknown } } | null) => {
        const code = body?.data?.code;
        if (typeof code === 'string') target.searchParams.set(SESSION_HANDOFF.param, code);
      })
      // Without a code the visitor still goes, and signs in there.
      .catch(() => undefined)
      .finally(() => location.assign(target.href));
  });
}
