import { STORAGE_KEYS } from '@showroom/contract';
import type { ProjectCart } from '@showroom/contract/cart';
import { authUser, DEMO_MATCH, DEMO_PROFILE, demoCart } from '@showroom/contract/testing';
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

const TOKEN = '1|token-token-token';
const SHOWROOM = DEMO_PROFILE.user_id;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let requests: string[];
let bodies: Record<string, unknown>[];
let server: { cart: ProjectCart | null; status: number };

function stubApi() {
  requests = [];
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      if (server.status !== 200) return json({ message: 'The qty field must be at least 1.' }, server.status);
      if (request.method === 'POST') {
        bodies.push(JSON.parse(await request.text()) as Record<string, unknown>);
        return json({ success: true, message: 'Item added to your cart.', data: server.cart });
      }
      return json({ success: true, message: '', data: server.cart });
    }),
  );
}

const state = () => cart.store.getState();

describe('cart', () => {
  beforeEach(() => {
    configureApi({ baseUrl: 'https://platform.test/api' });
    cart.stop();
    session.clearSession();
    storage.remove(STORAGE_KEYS.cartId);
    showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
    cart.reset();
    notify.store.setState({ toasts: [] });
    server = { cart: demoCart([2, 3]), status: 200 };
    stubApi();
  });

  afterEach(() => cart.stop());

  it('a visitor without a stored cart id sends no request and has an empty cart, ready to show', async () => {
    cart.start();
    await cart.load();
    expect(requests).toEqual([]);
    expect(state()).toEqual({ cart: null, count: 0, status: 'ready' });
  });

  it('a visitor with a stored cart id loads that cart; the count is the sum of qty over its lines', async () => {
    storage.set(STORAGE_KEYS.cartId, 'visitor-token-0000000001');
    cart.start();
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    expect(requests).toEqual([
      `GET /api/projectCart?showroom=${SHOWROOM}&temp_project_id=visitor-token-0000000001`,
    ]);
    expect(state().count).toBe(5);
  });

  it('loads when a session starts and forgets the cart at logout', async () => {
    cart.start();
    session.setSession({ token: TOKEN });
    await vi.waitFor(() => expect(state().count).toBe(5));
    expect(requests).toEqual([`GET /api/projectCart?showroom=${SHOWROOM}`]);
    session.clearSession();
    expect(state().count).toBe(0);
  });

  it('a pro or admin signed in to their console has no cart to load: nothing is asked', async () => {
    cart.start();
    session.setSession({ token: TOKEN, user: authUser({ type: 'Contractor' }) });
    await cart.load();
    expect(requests).toEqual([]);
    expect(state()).toMatchObject({ count: 0, status: 'ready' });
  });

  it("signing in with a visitor's cart id: the load that merged it toasts what came over, once", async () => {
    storage.set(STORAGE_KEYS.cartId, 'visitor-token-0000000001');
    server.cart = { ...demoCart([2, 3]), merged: { added: 2, combined: 0, capped: [] } };
    cart.start();
    session.setSession({ token: TOKEN });
    await vi.waitFor(() => expect(state().count).toBe(5));
    server.cart = demoCart([2, 3]);
    await cart.load();
    expect(notify.store.getState().toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['success', 'Your cart now also has the 2 items you picked before signing in.'],
    ]);
  });

  it('a load that merged nothing shows no toast', async () => {
    session.setSession({ token: TOKEN });
    await cart.load();
    expect(state().count).toBe(5);
    expect(notify.store.getState().toasts).toEqual([]);
  });

  it("a visitor's first item makes a random cart id, stores it and sends it with the item", async () => {
    server.cart = demoCart([4]);
    const added = await cart.addItem({ product_id: 10, size_id: 3, colour: 'White', qty: 4 });
    const token = storage.getString(STORAGE_KEYS.cartId);
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies).toEqual([
      {
        product_id: 10,
        size_id: 3,
        colour: 'White',
        qty: 4,
        showroom: SHOWROOM,
        action: 'cart',
        temp_project_id: token,
      },
    ]);
    expect(added.Project_tans).toHaveLength(1);
    expect(state().count).toBe(4);
    expect(notify.store.getState().toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['success', 'Item added to your cart.'],
    ]);
  });

  it('a first item sends only the add: storing the new cart id does not reload the cart', async () => {
    cart.start();
    await cart.addItem({ product_id: 10, qty: 1 });
    expect(requests).toEqual(['POST /api/projectCart/sync_to_cart']);
    expect(state().count).toBe(5);
  });

  it('a cart id set in another tab loads that cart', async () => {
    cart.start();
    storage.set(STORAGE_KEYS.cartId, 'other-tab-token-00000001');
    await vi.waitFor(() => expect(state().count).toBe(5));
    expect(requests).toEqual([
      `GET /api/projectCart?showroom=${SHOWROOM}&temp_project_id=other-tab-token-00000001`,
    ]);
  });

  it('a signed-in user adds without a cart id: the server keeps their cart', async () => {
    session.setSession({ token: TOKEN });
    await cart.addItem({ product_id: 10, qty: 1 });
    expect(bodies[0]).not.toHaveProperty('temp_project_id');
    expect(storage.getString(STORAGE_KEYS.cartId)).toBeNull();
  });

  it('announces the new count to the page after adding', async () => {
    const counts: (number | undefined)[] = [];
    const stop = onShowroomEvent(document, SHOWROOM_EVENTS.cartUpdated, (event) =>
      counts.push(event.detail.count),
    );
    await cart.addItem({ product_id: 10, qty: 1 });
    stop();
    expect(counts).toEqual([5]);
  });

  it('announces the count once the cart has loaded, once per load, for a host page counter after a reload', async () => {
    storage.set(STORAGE_KEYS.cartId, 'visitor-token-0000000001');
    const counts: (number | undefined)[] = [];
    const stop = onShowroomEvent(document, SHOWROOM_EVENTS.cartUpdated, (event) =>
      counts.push(event.detail.count),
    );
    cart.start();
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    expect(counts).toEqual([5]);
    server.cart = demoCart([1]);
    await cart.load();
    stop();
    expect(counts).toEqual([5, 1]);
  });

  it('announces a visitor without a cart as 0, and nothing before a showroom is chosen', async () => {
    const counts: (number | undefined)[] = [];
    const stop = onShowroomEvent(document, SHOWROOM_EVENTS.cartUpdated, (event) =>
      counts.push(event.detail.count),
    );
    await cart.load();
    showroomSelection.clear();
    await cart.load();
    stop();
    expect(requests).toEqual([]);
    expect(counts).toEqual([0]);
  });

  it('a refused item rejects, keeps the count and warns with the server message', async () => {
    storage.set(STORAGE_KEYS.cartId, 'visitor-token-0000000001');
    await cart.load();
    server.status = 422;
    await expect(cart.addItem({ product_id: 10, qty: 0 })).rejects.toThrow();
    expect(state().count).toBe(5);
    expect(notify.store.getState().toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['warning', 'The qty field must be at least 1.'],
    ]);
  });

  it('an announcement without a count (cart attached at sign-in) reloads; one with a count sets it', async () => {
    storage.set(STORAGE_KEYS.cartId, 'visitor-token-0000000001');
    cart.start();
    await vi.waitFor(() => expect(state().count).toBe(5));
    server.cart = demoCart([1]);
    document.dispatchEvent(new CustomEvent(SHOWROOM_EVENTS.cartUpdated, { detail: {} }));
    await vi.waitFor(() => expect(state().count).toBe(1));
    document.dispatchEvent(new CustomEvent(SHOWROOM_EVENTS.cartUpdated, { detail: { count: 0 } }));
    expect(state().count).toBe(0);
  });

  it('without a chosen showroom there is no cart to load or add to', async () => {
    showroomSelection.clear();
    session.setSession({ token: TOKEN });
    await cart.load();
    expect(requests).toEqual([]);
    await expect(cart.addItem({ product_id: 10, qty: 1 })).rejects.toThrow(/showroom/);
  });
});
