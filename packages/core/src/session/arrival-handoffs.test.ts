import { STORAGE_KEYS } from '@showroom/contract';
import { CART_MESSAGES } from '@showroom/contract/cart';
import { authUser } from '@showroom/contract/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/api-config.ts';
import { notify } from '../notify/notify.ts';
import { storage } from '../storage/local-storage.ts';
import { takeArrivalHandoffs } from './arrival-handoffs.ts';
import { session } from './session.ts';

const CODE = 'c'.repeat(43);
const CART_TOKEN = 'c0ffee00-1111-4222-8333-444455556666';
const USER = authUser({ id: 7, email: 'homeowner@showroom.test', first_name: 'Olivia' });
let requests: { url: string; body: string }[];

function stubRedeem(status: number, body: unknown) {
  requests = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push({ url: new URL(request.url).pathname, body: await request.text() });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

const toastMessages = () => notify.store.getState().toasts.map((toast) => toast.message);

beforeEach(() => {
  configureApi({ baseUrl: 'http://platform.test/api' });
  session.clearSession();
  storage.remove(STORAGE_KEYS.cartId);
  notify.store.setState({ toasts: [] });
});
afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('takeArrivalHandoffs: a session code', () => {
  it('drops the code from the address at once and signs in with the session it is traded for', async () => {
    stubRedeem(200, { success: true, message: '', data: { token: '12|handoff-session-token', user: USER } });
    history.replaceState(null, '', `/showroom/cart?handoff=${CODE}&x=1`);
    takeArrivalHandoffs();
    expect(location.pathname + location.search).toBe('/showroom/cart?x=1');
    await vi.waitFor(() => expect(session.isLoggedIn()).toBe(true));
    expect(session.store.getState().token).toBe('12|handoff-session-token');
    expect(requests).toEqual([{ url: '/api/session/handoff/redeem', body: JSON.stringify({ code: CODE }) }]);
  });

  it('on the pro’s store page it keeps the store’s own route in the address', async () => {
    stubRedeem(200, { success: true, message: '', data: { token: '12|handoff-session-token', user: USER } });
    history.replaceState(null, '', `/shop/?showroom-path=%2Fcart&handoff=${CODE}`);
    takeArrivalHandoffs();
    expect(location.pathname + location.search).toBe('/shop/?showroom-path=%2Fcart');
    await vi.waitFor(() => expect(session.isLoggedIn()).toBe(true));
  });

  it('a used or expired code shows the server message and leaves the visitor signed out', async () => {
    const message = 'This sign-in link has expired. Please sign in again.';
    stubRedeem(422, { message, errors: { code: [message] } });
    history.replaceState(null, '', `/showroom/?handoff=${CODE}`);
    takeArrivalHandoffs();
    await vi.waitFor(() => expect(toastMessages()).toContain(message));
    expect(session.isLoggedIn()).toBe(false);
  });
});

describe('takeArrivalHandoffs: a visitor cart code', () => {
  it("drops the code from the address at once and keeps the visitor's cart token it is traded for", async () => {
    stubRedeem(200, { success: true, message: '', data: { temp_project_id: CART_TOKEN } });
    history.replaceState(null, '', `/showroom/checkout?cart_handoff=${CODE}&showroom=HOMEPRO1`);
    takeArrivalHandoffs();
    expect(location.pathname + location.search).toBe('/showroom/checkout?showroom=HOMEPRO1');
    await vi.waitFor(() => expect(storage.getString(STORAGE_KEYS.cartId)).toBe(CART_TOKEN));
    expect(requests).toEqual([
      { url: '/api/projectCart/handoff/redeem', body: JSON.stringify({ code: CODE }) },
    ]);
  });

  it('a used or expired code shows the server message and stores nothing', async () => {
    const message = CART_MESSAGES.handoffCodeInvalid;
    stubRedeem(422, { message, errors: { code: [message] } });
    history.replaceState(null, '', `/showroom/cart?cart_handoff=${CODE}`);
    takeArrivalHandoffs();
    await vi.waitFor(() => expect(toastMessages()).toContain(message));
    expect(storage.getString(STORAGE_KEYS.cartId)).toBeNull();
  });
});

describe('takeArrivalHandoffs without a code', () => {
  it('asks nothing and leaves the address alone', () => {
    stubRedeem(200, {});
    history.replaceState(null, '', '/showroom/?showroom=HOMEPRO1');
    takeArrivalHandoffs();
    expect(requests).toEqual([]);
    expect(location.search).toBe('?showroom=HOMEPRO1');
  });
});
