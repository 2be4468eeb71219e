import { STORAGE_KEYS } from '@showroom/contract';
import { CART_MESSAGES } from '@showroom/contract/cart';
import { configureApi, notify, storage } from '@showroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartFromHandoff } from './cart-from-handoff.ts';

const CODE = 'k'.repeat(43);
const CART_TOKEN = 'c0ffee00-1111-4222-8333-444455556666';
let requests: { url: string; body: string }[];

function stubRedeem(status: number, body: unknown) {
  requests = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push({ url: new URL(request.url).pathname, body: await request.text() });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

beforeEach(() => {
  configureApi({ baseUrl: 'http://platform.test/api' });
  storage.remove(STORAGE_KEYS.cartId);
  notify.store.setState({ toasts: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('cartFromHandoff', () => {
  it("drops the code from the address at once and keeps the visitor's cart token it is traded for", async () => {
    stubRedeem(200, { success: true, message: '', data: { temp_project_id: CART_TOKEN } });
    history.replaceState(null, '', `/showroom/checkout?cart_handoff=${CODE}&showroom=HOMEPRO1`);
    cartFromHandoff();
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
    cartFromHandoff();
    await vi.waitFor(() =>
      expect(notify.store.getState().toasts.map((toast) => toast.message)).toContain(message),
    );
    expect(storage.getString(STORAGE_KEYS.cartId)).toBeNull();
  });

  it('does nothing without a code', () => {
    stubRedeem(200, {});
    history.replaceState(null, '', '/showroom/cart?showroom=HOMEPRO1');
    cartFromHandoff();
    expect(requests).toEqual([]);
  });
});
