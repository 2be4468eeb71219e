import { STORAGE_KEYS } from '@showroom/contract';
import type { ProjectCart } from '@showroom/contract/cart';
import { DEMO_MATCH, DEMO_PROFILE, demoCart } from '@showroom/contract/testing';
import {
  configureApi,
  notify,
  onShowroomEvent,
  SHOWROOM_EVENTS,
  session,
  showroomSelection,
  storage,
} from '@showroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cart } from './cart.ts';

const SHOWROOM = DEMO_PROFILE.user_id;
const VISITOR = 'visitor-token-0000000001';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let requests: { route: string; body: unknown }[];
/** The server's cart, the status it answers changes with, and answers held back until released. */
let server: { cart: ProjectCart; status: number; hold: Promise<void> | null };

function stubApi() {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const text = await request.text();
      requests.push({
        route: `${request.method} ${url.pathname}${url.search}`,
        body: text ? JSON.parse(text) : null,
      });
      if (request.method === 'GET') return json({ success: true, message: '', data: server.cart });
      if (server.hold) await server.hold;
      if (server.status !== 200)
        return json({ message: 'The qty field must not be greater than 9999.' }, server.status);
      return json({ success: true, message: 'Cart updated.', data: server.cart });
    }),
  );
}

const state = () => cart.store.getState();
const toasts = () => notify.store.getState().toasts.map((toast) => [toast.type, toast.message]);

describe('cart changes', () => {
  beforeEach(async () => {
    configureApi({ baseUrl: 'https://platform.test/api' });
    session.clearSession();
    showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
    cart.reset();
    storage.set(STORAGE_KEYS.cartId, VISITOR);
    server = { cart: demoCart([2, 3]), status: 200, hold: null };
    stubApi();
    await cart.load();
    requests = [];
    notify.store.setState({ toasts: [] });
  });

  afterEach(() => storage.remove(STORAGE_KEYS.cartId));

  it('a quantity change sends update_cart with the showroom and cart token and applies the answer', async () => {
    server.cart = demoCart([7, 3]);
    const counts: number[] = [];
    const stop = onShowroomEvent(document, SHOWROOM_EVENTS.cartUpdated, (event) =>
      counts.push(event.detail.count ?? -1),
    );
    const changed = cart.updateQty(1, 7);
    // Shown at once, before the server answers.
    expect(state().count).toBe(10);
    await changed;
    stop();
    expect(requests).toEqual([
      {
        route: 'POST /api/projectCart/update_cart',
        body: { showroom: SHOWROOM, temp_project_id: VISITOR, id: 1, qty: 7 },
      },
    ]);
    expect(state().cart?.Project_tans[0]?.amount).toBe(87.5);
    expect(toasts()).toEqual([['success', 'Cart updated.']]);
    expect(counts).toEqual([10]);
  });

  it('a refused quantity change puts the line back and warns with the server message', async () => {
    server.status = 422;
    await expect(cart.updateQty(1, 99999)).rejects.toThrow();
    expect(state().cart?.Project_tans[0]?.qty).toBe(2);
    expect(state().count).toBe(5);
    expect(toasts()).toEqual([['warning', 'The qty field must not be greater than 9999.']]);
  });

  it('an older quantity answer arriving after a newer change does not undo it', async () => {
    let release = () => {};
    server.hold = new Promise((resolve) => {
      release = resolve;
    });
    server.cart = demoCart([4, 3]);
    const first = cart.updateQty(1, 3);
    const second = cart.updateQty(1, 4);
    release();
    await Promise.all([first, second]);
    expect(state().cart?.Project_tans[0]?.qty).toBe(4);
    expect(toasts()).toEqual([['success', 'Cart updated.']]);
  });

  it('removing a line sends cart/destroy with the showroom and token as parameters', async () => {
    server.cart = demoCart([3]);
    await cart.removeLine(1);
    expect(requests.map((request) => request.route)).toEqual([
      `DELETE /api/cart/destroy/1?showroom=${SHOWROOM}&temp_project_id=${VISITOR}`,
    ]);
    expect(state().count).toBe(3);
    expect(toasts()).toEqual([['success', 'Cart updated.']]);
  });

  it('a failed removal keeps the line and shows the server message as an error', async () => {
    server.status = 404;
    await expect(cart.removeLine(1)).rejects.toThrow();
    expect(state().cart?.Project_tans).toHaveLength(2);
    expect(toasts()).toEqual([['error', 'The qty field must not be greater than 9999.']]);
  });

  it('adding many items sends them in one sync_to_bulk_cart', async () => {
    server.cart = demoCart([2, 3, 4]);
    await cart.addMany([
      { product_id: 4, size_id: 9, colour: 'Ash', qty: 4 },
      { product_id: 5, qty: 1 },
    ]);
    expect(requests).toEqual([
      {
        route: 'POST /api/projectCart/sync_to_bulk_cart',
        body: {
          showroom: SHOWROOM,
          temp_project_id: VISITOR,
          action: 'cart',
          items: [
            { product_id: 4, size_id: 9, colour: 'Ash', qty: 4 },
            { product_id: 5, qty: 1 },
          ],
        },
      },
    ]);
    expect(state().count).toBe(9);
  });

  it("a visitor's first bulk add makes the cart's token", async () => {
    storage.remove(STORAGE_KEYS.cartId);
    cart.reset();
    await cart.addMany([{ product_id: 5, qty: 1 }]);
    const token = storage.getString(STORAGE_KEYS.cartId);
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests[0]?.body).toMatchObject({ temp_project_id: token });
  });

  it('a change made in a custom element announces itself from that element, heard once on the document', async () => {
    const element = document.createElement('showroom-cart');
    document.body.append(element);
    const heard: string[] = [];
    element.addEventListener(SHOWROOM_EVENTS.cartUpdated, () => heard.push('element'));
    const stop = onShowroomEvent(document, SHOWROOM_EVENTS.cartUpdated, () => heard.push('document'));
    await cart.removeLine(2, { from: element });
    stop();
    element.remove();
    expect(heard).toEqual(['element', 'document']);
  });

  it('a signed-in user changes their cart without a token', async () => {
    storage.remove(STORAGE_KEYS.cartId);
    session.setSession({ token: '1|token-token-token' });
    await cart.updateQty(1, 2);
    expect(requests[0]?.body).toEqual({ showroom: SHOWROOM, id: 1, qty: 2 });
    session.clearSession();
  });
});
