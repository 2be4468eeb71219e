/**
 * Per-test set-up of a console's screens (the pro's, the vendor's, the admin's): a clean page (storage,
 * session, toasts), an API stub that answers by `METHOD path` and records each request, the live events
 * stream held open (`sendLive` tells the screen an event, as the server would), and a navigation spy.
 */
import type { LiveEvent } from '@showroom/contract/live';
import { vi } from 'vitest';
import { configureApi, notify, session, setNavigator } from '../index.ts';
import { liveEvents } from '../live.ts';

export interface StubAnswer {
  status?: number;
  body: unknown;
}
export type StubRoutes = Record<string, (body: unknown, query: URLSearchParams) => StubAnswer>;

export function setUpScreenTest(routes: StubRoutes) {
  localStorage.clear();
  session.setSession({ token: null, aiToken: null, user: null });
  notify.store.setState({ toasts: [] });
  configureApi({ baseUrl: 'http://platform.test/api' });
  const requests: { route: string; body: unknown; query: string }[] = [];
  /** Each request's headers, in the order of `requests`. */
  const headers: Headers[] = [];
  liveEvents.reset();
  const liveStreams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  let liveId = 0;
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(input, init) : input;
    const url = new URL(request.url);
    if (url.pathname === '/api/events') {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => void liveStreams.add(controller),
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }
    const route = `${request.method} ${url.pathname.replace(/^\/api\//, '')}`;
    const text = await request.text();
    // A multipart upload (a logo, a product photo) is kept as its text.
    const json = request.headers.get('content-type')?.includes('application/json');
    const body: unknown = text ? (json ? JSON.parse(text) : text) : null;
    requests.push({ route, body, query: url.search });
    headers.push(request.headers);
    const handler = routes[route];
    const answer = handler
      ? handler(body, url.searchParams)
      : { status: 404, body: { message: 'Not found.' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const navigator = vi.fn<(path: string) => void>();
  const unregister = setNavigator(navigator);
  const toasts = () => notify.store.getState().toasts.map(({ type, message }) => ({ type, message }));
  /** Sends `event` on every open live stream. */
  const sendLive = (event: LiveEvent) => {
    liveId += 1;
    const frame = `id: 1-${liveId}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const stream of liveStreams) stream.enqueue(new TextEncoder().encode(frame));
  };
  const liveStreamCount = () => liveStreams.size;
  return { requests, headers, navigator, unregister, toasts, sendLive, liveStreamCount };
}

/** Signs in a user of `type` as a session holds them. */
export function signInTestUser(user: { id: number; email: string; type: string }, token: string): void {
  session.setSession({ token, aiToken: null, user });
}
