/**
 * A fetch stand-in answering the cart page's calls like hosts/api does (`GET /api/projectCart`,
 * `update_cart`, `cart/destroy/{id}`), for tests (`vi.stubGlobal('fetch',
 * stub.fetch)`) and stories. Other paths get the catalogue's 404, so an unexpected call shows.
 */
import { MESSAGES } from '@showroom/contract';
import type { CartLine } from '@showroom/contract/cart';
import { cartLine, cartOf, DEMO_LINES } from './cart-fixtures.ts';

export interface CartApiOptions {
  /** The lines the server's cart starts with (default DEMO_LINES; `[]`: the caller has no cart). */
  lines?: readonly CartLine[];
  /** Answer the cart load with this status instead (e.g. 500). */
  loadStatus?: number;
  /** Answer changes with this status instead (e.g. 422). */
  changeStatus?: number;
  shippingCharge?: number;
  /** Holds every answer this long, so loading states can be seen. */
  latencyMs?: number;
}

/** What the server answers to a change; the real texts are the server's (cart-api). */
export const STUB_MESSAGES = { updated: 'Cart updated.', removed: 'Item removed from your cart.' } as const;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createCartApi(options: CartApiOptions = {}) {
  const state = { ...options, lines: structuredClone([...(options.lines ?? DEMO_LINES)]) };
  const requests: { route: string; body: Record<string, unknown> }[] = [];
  // No lines given at all: the caller has no cart yet (`data: null`), unlike a cart emptied line by line.
  const hasCart = options.lines?.length !== 0;
  const answer = (message: string) =>
    json({ success: true, message, data: cartOf(state.lines, state.shippingCharge) });

  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.replace(/^.*\/api\//, '')}`;
    const text = await request.text();
    const body = (text ? JSON.parse(text) : Object.fromEntries(url.searchParams)) as Record<string, unknown>;
    requests.push({ route, body });
    if (state.latencyMs) await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
    if (route === 'GET projectCart') {
      if (state.loadStatus) return json({ message: MESSAGES.serverErrorFallback }, state.loadStatus);
      return json({
        success: true,
        message: '',
        data: hasCart ? cartOf(state.lines, state.shippingCharge) : null,
      });
    }
    const isChange = /^(POST projectCart\/update_cart|DELETE cart\/destroy\/\d+)$/.test(route);
    if (isChange && state.changeStatus) {
      return json({ message: 'The qty field must not be greater than 9999.' }, state.changeStatus);
    }
    if (route === 'POST projectCart/update_cart') {
      state.lines = state.lines.map((line) =>
        line.id === body.id ? cartLine({ ...line, qty: Number(body.qty) }) : line,
      );
      return answer(STUB_MESSAGES.updated);
    }
    const removed = route.match(/^DELETE cart\/destroy\/(\d+)$/);
    if (removed) {
      state.lines = state.lines.filter((line) => line.id !== Number(removed[1]));
      return answer(STUB_MESSAGES.removed);
    }
    return json({ message: MESSAGES.notFoundFallback }, 404);
  }
  return { fetch, requests, state };
}
