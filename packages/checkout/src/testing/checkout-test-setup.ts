/**
 * Per-test set-up of the checkout screens: a clean page (storage, toasts, field errors), the
 * demo homeowner signed in with the demo showroom chosen, the API stub installed and a
 * navigation spy.
 */

import { DEMO_MATCH, DEMO_PROFILE } from '@showroom/contract/testing';
import { configureApi, fieldErrors, notify, session, setNavigator, showroomSelection } from '@showroom/core';
import { cart } from '@showroom/core/cart';
import { vi } from 'vitest';
import { type CheckoutApiOptions, createCheckoutApi } from './checkout-api-stub.ts';

export function setUpCheckoutTest(options: CheckoutApiOptions & { signedIn?: boolean } = {}) {
  const { signedIn = true, ...apiOptions } = options;
  localStorage.clear();
  sessionStorage.clear();
  notify.store.setState({ toasts: [] });
  fieldErrors.clear();
  cart.reset();
  configureApi({ baseUrl: 'http://platform.test/api' });
  showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
  session.setSession({ token: signedIn ? '5|signed-in-token-value' : null, user: null });
  const api = createCheckoutApi(apiOptions);
  vi.stubGlobal('fetch', api.fetch);
  const navigator = vi.fn<(path: string) => void>();
  const unregister = setNavigator(navigator);
  const toasts = () => notify.store.getState().toasts.map(({ type, message }) => ({ type, message }));
  return { api, navigator, unregister, toasts };
}
