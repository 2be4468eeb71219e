/**
 * Per-test set-up of the admin console's screens: a clean page (storage, session, toasts), an API stub that
 * answers by `METHOD path` and records each request, and a navigation spy.
 */
import { configureApi, notify, session, setNavigator } from '@showroom/core';
import { clearOtpVerified, markOtpVerified } from '@showroom/core/account';
import { vi } from 'vitest';
import { announceOtpChange } from '../widgets/admin-gate/otp-passed.ts';

export interface StubAnswer {
  status?: number;
  body: unknown;
}
export type StubRoutes = Record<string, (body: unknown, query: URLSearchParams) => StubAnswer>;

export function setUpAdminTest(routes: StubRoutes) {
  localStorage.clear();
  clearOtpVerified();
  session.setSession({ token: null, aiToken: null, user: null });
  notify.store.setState({ toasts: [] });
  configureApi({ baseUrl: 'http://platform.test/api' });
  const requests: { route: string; body: unknown; query: string }[] = [];
  /** Each request's headers, in the order of `requests`. */
  const headers: Headers[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.replace(/^\/api\//, '')}`;
    const text = await request.text();
    // A body that is not JSON is kept as its text.
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
  return { requests, headers, navigator, unregister, toasts };
}

/** A signed-in user of `type` (an Admin by default), past the OTP step unless `otp` is false. */
export function signInAs(type = 'Admin', { otp = true } = {}): void {
  session.setSession({
    token: '7|admin-test-token',
    aiToken: null,
    user: { id: 7, email: 'admin@showroom.test', type },
  });
  if (otp) markOtpVerified();
  else clearOtpVerified();
  announceOtpChange();
}
