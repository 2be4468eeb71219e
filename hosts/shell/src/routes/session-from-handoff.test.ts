import type { AuthUser } from '@showroom/contract/account';
import { configureApi, notify, session } from '@showroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInFromHandoff } from './session-from-handoff.ts';

const CODE = 'c'.repeat(43);
const USER: AuthUser = {
  id: 7,
  email: 'homeowner@showroom.test',
  type: 'User',
  status: 'Active',
  first_name: 'Olivia',
  last_name: 'Bennett',
  email_verified_at: '2026-01-01T00:00:00Z',
  country_code: '+1',
  phone_number: null,
  zip_code: null,
  total_projects: 0,
  custom_addon: null,
  latest_subscription: null,
  shop_profile: null,
};
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
  session.clearSession();
  notify.store.setState({ toasts: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('signInFromHandoff', () => {
  it('drops the code from the address at once and signs in with the session it is traded for', async () => {
    stubRedeem(200, { success: true, message: '', data: { token: '12|handoff-session-token', user: USER } });
    history.replaceState(null, '', `/showroom/cart?handoff=${CODE}&x=1`);
    signInFromHandoff();
    expect(location.pathname + location.search).toBe('/showroom/cart?x=1');
    await vi.waitFor(() => expect(session.isLoggedIn()).toBe(true));
    expect(session.store.getState().token).toBe('12|handoff-session-token');
    expect(requests).toEqual([{ url: '/api/session/handoff/redeem', body: JSON.stringify({ code: CODE }) }]);
  });

  it('a used or expired code shows the server message and leaves the visitor signed out', async () => {
    const message = 'This sign-in link has expired. Please sign in again.';
    stubRedeem(422, { message, errors: { code: [message] } });
    history.replaceState(null, '', `/showroom/?handoff=${CODE}`);
    signInFromHandoff();
    await vi.waitFor(() =>
      expect(notify.store.getState().toasts.map((toast) => toast.message)).toContain(message),
    );
    expect(session.isLoggedIn()).toBe(false);
  });

  it('does nothing without a code', () => {
    stubRedeem(200, {});
    history.replaceState(null, '', '/showroom/?showroom=HOMEPRO1');
    signInFromHandoff();
    expect(requests).toEqual([]);
    expect(location.search).toBe('?showroom=HOMEPRO1');
  });
});
