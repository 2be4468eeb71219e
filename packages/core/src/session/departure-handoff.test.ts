import { STORAGE_KEYS } from '@showroom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/api-config.ts';
import { storage } from '../storage/local-storage.ts';
import { requestDepartureCode } from './departure-handoff.ts';
import { session } from './session.ts';

const CART_TOKEN = 'c0ffee00-1111-4222-8333-444455556666';
let requests: { url: string; body: string; authorization: string | null }[];

function stubCodes(status = 200) {
  requests = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push({
      url: new URL(request.url).pathname,
      body: await request.text(),
      authorization: request.headers.get('Authorization'),
    });
    const body =
      status === 200 ? { success: true, message: '', data: { code: 'one-time' } } : { message: 'No.' };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

beforeEach(() => {
  configureApi({ baseUrl: 'http://platform.test/api' });
  session.clearSession();
  storage.remove(STORAGE_KEYS.cartId);
});
afterEach(() => session.clearSession());

describe('requestDepartureCode', () => {
  it("takes a code for a signed-in visitor's session", async () => {
    stubCodes();
    session.setSession({
      token: '12|a-session-token',
      user: { id: 7, email: 'h@showroom.test', type: 'User' },
    });
    expect(await requestDepartureCode()).toEqual({ param: 'handoff', code: 'one-time' });
    expect(requests).toEqual([
      { url: '/api/session/handoff', body: '{}', authorization: 'Bearer 12|a-session-token' },
    ]);
  });

  it("takes a code for a visitor's cart, the token only in the request body", async () => {
    stubCodes();
    storage.set(STORAGE_KEYS.cartId, CART_TOKEN);
    expect(await requestDepartureCode()).toEqual({ param: 'cart_handoff', code: 'one-time' });
    expect(requests).toEqual([
      {
        url: '/api/projectCart/handoff',
        body: JSON.stringify({ temp_project_id: CART_TOKEN }),
        // Spec §6: every request names a bearer; a visitor's is empty.
        authorization: 'Bearer ',
      },
    ]);
  });

  it('asks nothing for a visitor with neither, and answers null when the code cannot be had', async () => {
    stubCodes(404);
    expect(await requestDepartureCode()).toBeNull();
    expect(requests).toEqual([]);
    storage.set(STORAGE_KEYS.cartId, CART_TOKEN);
    expect(await requestDepartureCode()).toBeNull();
  });
});
