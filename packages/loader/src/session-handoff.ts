import { SESSION_HANDOFF, SHOWROOM_EVENTS, STORAGE_KEYS } from '@showroom/contract/constants';
import { isFramed, openOutsideFrame } from './frame/open-outside-frame.ts';
import { storedToken } from './stored-token.ts';

/** The spec's "logged in": a stored token longer than 10 characters. */
const MIN_TOKEN_LENGTH = 11;

/** The signed-in visitor's session token; none where the browser denies this frame its storage. */
function sessionToken(): string | null {
  const token = storedToken(STORAGE_KEYS.authToken);
  return token && token.length >= MIN_TOKEN_LENGTH ? token : null;
}

/** A one-time code for the session, or null (the visitor then signs in on the platform). */
async function handoffCode(apiOrigin: string, token: string): Promise<string | null> {
  try {
    const response = await fetch(`${apiOrigin}/api/session/handoff`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: '{}',
    });
    const body = (response.ok ? await response.json() : null) as { data?: { code?: unknown } } | null;
    return typeof body?.data?.code === 'string' ? body.data.code : null;
  } catch {
    return null;
  }
}

/**
 * Takes a visitor to the platform when a widget sends them there (a `showroom:navigate` that the page
 * did not handle). Browser storage does not cross origins, so a signed-in visitor's session goes
 * along as a one-time code in the address, which the shell trades for a session. Inside a frame of
 * another site the platform opens outside the frame: its pages refuse to be framed. It listens on
 * `window`, after the page's own `document` listeners, so a page that routes the event keeps doing so.
 */
export function carrySessionOnNavigate(apiOrigin: string): void {
  window.addEventListener(SHOWROOM_EVENTS.navigate, (event) => {
    if (event.defaultPrevented) return;
    const { url } = (event as CustomEvent<{ url: string }>).detail;
    const target = new URL(url, location.href);
    if (target.origin === location.origin) return;
    const framed = isFramed();
    const token = sessionToken();
    if (!token && !framed) return;
    event.preventDefault();
    if (!token) {
      openOutsideFrame(target.href);
      return;
    }
    // Opened now, while the click still allows a new tab; the address follows once the code is here.
    const tab = framed ? window.open('about:blank', '_blank') : null;
    void handoffCode(apiOrigin, token).then((code) => {
      if (code) target.searchParams.set(SESSION_HANDOFF.param, code);
      if (tab) {
        tab.opener = null;
        tab.location.href = target.href;
      } else if (framed) openOutsideFrame(target.href);
      else location.assign(target.href);
    });
  });
}
