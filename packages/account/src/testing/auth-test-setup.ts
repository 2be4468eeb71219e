/**
 * Per-test set-up of the sign-in and registration widgets: a clean page (storage, cookies,
 * session, toasts, field errors), the API stub installed, and a navigation spy.
 */
import { COOKIE_NAMES } from '@showroom/contract';
import { configureApi, fieldErrors, notify, session, setNavigator, showroomSelection } from '@showroom/core';
import { vi } from 'vitest';
import { type AuthApiOptions, createAuthApi } from './auth-api-stub.ts';

function clearCookies(): void {
  for (const name of Object.values(COOKIE_NAMES)) {
    // biome-ignore lint/suspicious/noDocumentCookie: test reset of the spec's cookies.
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export function setUpAuthTest(options: AuthApiOptions = {}) {
  localStorage.clear();
  clearCookies();
  session.setSession({ token: null, aiToken: null, user: null });
  showroomSelection.clear();
  notify.store.setState({ toasts: [] });
  fieldErrors.clear();
  configureApi({ baseUrl: 'http://platform.test/api' });
  const api = createAuthApi(options);
  vi.stubGlobal('fetch', api.fetch);
  const navigator = vi.fn<(path: string) => void>();
  const unregister = setNavigator(navigator);
  const routes = () => api.requests.map((request) => request.route);
  const toasts = () => notify.store.getState().toasts.map(({ type, message }) => ({ type, message }));
  return { api, navigator, unregister, routes, toasts };
}
