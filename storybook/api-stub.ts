/**
 * A fetch stub for the API calls the widgets make through core's ky client, so stories run with
 * no API server. It answers like hosts/api does for the demo showroom; anything else under /api/
 * gets the 404 the catalogue turns into a toast, so a story that needs a new call fails visibly.
 */
import { MESSAGES } from '@showroom/contract';
import { DEMO_SHOWROOM_ID, demoProfileBody, demoSearchBody } from '@showroom/contract/testing';

/** Long enough to see the "Looking up showroom…" state, short enough not to annoy. */
const LATENCY_MS = 300;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function answer(url: URL): Response {
  if (url.pathname === '/api/visualization/showrooms') return json(demoSearchBody(url.searchParams.get('s')));
  if (url.pathname === '/api/visualization/shop_profile') {
    return json(demoProfileBody(url.searchParams.get('vsd_id')?.toUpperCase() === DEMO_SHOWROOM_ID));
  }
  return json({ message: MESSAGES.notFoundFallback }, 404);
}

let installed = false;

/** Replaces `window.fetch` once per page; requests outside /api/ (Storybook's own) pass through. */
export function installApiStub(): void {
  if (installed) return;
  installed = true;
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!url.pathname.startsWith('/api/')) return realFetch(input, init);
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    return answer(url);
  };
}
