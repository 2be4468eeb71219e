/**
 * Shared set-up of the auth tests (not exported by the package): a fake API answering by
 * `METHOD path`, a demo user, and the page state reset between tests.
 */
import { COOKIE_NAMES } from '@showroom/contract';
import { configureApi, fieldErrors, notify, session, setNavigator, showroomSelection } from '@showroom/core';
import { vi } from 'vitest';
import { cookies } from '../storage/cookies.ts';

export { authUser } from '@showroom/contract/testing';

export const TOKEN = '12|abcdefghijklmnopqrstuvwxyz0123456789ABCD';

export const envelope = (data: unknown, message = '') => ({ success: true, message, data });

export interface RecordedRequest {
  readonly route: string;
  readonly body: unknown;
  readonly authorization: string | null;
}

type Answer = unknown | Response | ((body: unknown) => unknown | Response);

/**
 * Answers `fetch` by `'METHOD path'` (path without `/api/` and query); a Response is sent as is,
 * anything else as a 200 JSON body; an unknown route is a 404. Returns the recorded requests.
 */
export function fakeApi(answers: Record<string, Answer>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname.replace(/^\/api\//, '')}`;
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : null;
      requests.push({ route, body, authorization: request.headers.get('Authorization') });
      if (!(route in answers)) return jsonResponse(404, { message: 'Not found.' });
      const answer = answers[route];
      const value = typeof answer === 'function' ? (answer as (body: unknown) => unknown)(body) : answer;
      return value instanceof Response ? value : jsonResponse(200, value);
    }),
  );
  return requests;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const routes = (requests: readonly RecordedRequest[]) => requests.map((request) => request.route);
export const toasts = () => notify.store.getState().toasts.map(({ type, message }) => ({ type, message }));

/** Resets storage, cookies, session, toasts and field errors; returns the navigation spy. */
export function resetPage() {
  localStorage.clear();
  for (const name of Object.values(COOKIE_NAMES)) cookies.remove(name);
  session.setSession({ token: null, aiToken: null, user: null });
  showroomSelection.clear();
  notify.store.setState({ toasts: [] });
  fieldErrors.clear();
  configureApi({ baseUrl: 'https://platform.test/api' });
  const navigator = vi.fn<(path: string) => void>();
  const unregister = setNavigator(navigator);
  return { navigator, unregister };
}

/** Selects the demo showroom (pro user id 7) as the entry form would. */
export function selectShowroom(): void {
  showroomSelection.store.setState({
    item: {
      showroom: 7,
      vsd_id: 'HOMEPRO1',
      company_name: 'Evergreen Home Remodeling',
      theme_color: null,
      custom_addon: 0,
      basic_addon: 0,
    },
    showroom: null,
  });
}
