/** Per-test set-up of the visualizer screen: clean storage, a chosen showroom, an API stub and a navigation spy. */
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
import { createVisualizerApi } from './visualizer-api-stub.ts';

export function setUpVisualizerTest({ showroom = true }: { showroom?: boolean } = {}) {
  localStorage.clear();
  session.clearSession();
  showroomSelection.clear();
  cart.reset();
  notify.store.setState({ toasts: [] });
  if (showroom) showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
  configureApi({ baseUrl: 'http://platform.test/api' });
  configureNavigation({ shellUrl: `${location.origin}/showroom` });
  const api = createVisualizerApi();
  vi.stubGlobal('fetch', api.fetch);
  const navigator = vi.fn<(path: string) => void>();
  const unregister = setNavigator(navigator);
  return { api, navigator, unregister };
}
