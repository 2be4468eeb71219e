/** Per-test set-up of the cart widgets: clean storage, the demo showroom, a visitor's cart, the API stub and a navigation spy. */
import { STORAGE_KEYS } from '@showroom/contract';
import { DEMO_MATCH, DEMO_PROFILE } from '@showroom/contract/testing';
import {
  configureApi,
  configureNavigation,
  notify,
  session,
  setNavigator,
  showroomSelection,
} from '@showroom/core';
import { cart } from '@showroom/core/cart';
import { vi } from 'vitest';
import { type CartApiOptions, createCartApi } from './cart-api-stub.ts';

export const VISITOR_CART_ID = 'visitor-cart-0000000001';

export function setUpCartTest(options: CartApiOptions & { signedIn?: boolean } = {}) {
  localStorage.clear();
  session.clearSession();
  cart.stop();
  cart.reset();
  notify.store.setState({ toasts: [] });
  showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
  if (options.signedIn) session.setSession({ token: '1|signed-in-token-000000' });
  else localStorage.setItem(STORAGE_KEYS.cartId, VISITOR_CART_ID);
  configureApi({ baseUrl: 'http://platform.test/api' });
  configureNavigation({ shellUrl: `${location.origin}/showroom` });
  const api = createCartApi(options);
  vi.stubGlobal('fetch', api.fetch);
  const navigator = vi.fn<(path: string) => void>();
  const unregister = setNavigator(navigator);
  const routes = () => api.requests.map((request) => request.route);
  const toasts = () => notify.store.getState().toasts.map(({ type, message }) => ({ type, message }));
  return { api, navigator, unregister, routes, toasts };
}
