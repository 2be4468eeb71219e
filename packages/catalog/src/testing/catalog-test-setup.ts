/** Per-test set-up of the catalog screens: clean storage, an API stub and a navigation spy. */

import { DEMO_MATCH, DEMO_PROFILE } from '@showroom/contract/testing';
import { configureApi, configureNavigation, notify, setNavigator, showroomSelection } from '@showroom/core';
import { cart } from '@showroom/core/cart';
import { vi } from 'vitest';
import { type CatalogApiOptions, createCatalogApi } from './catalog-api-stub.ts';

export function setUpCatalogTest(options: CatalogApiOptions & { showroom?: boolean } = {}) {
  localStorage.clear();
  showroomSelection.clear();
  cart.reset();
  notify.store.setState({ toasts: [] });
  if (options.showroom !== false) showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
  configureApi({ baseUrl: 'http://platform.test/api' });
  configureNavigation({ shellUrl: `${location.origin}/showroom` });
  const api = createCatalogApi(options);
  vi.stubGlobal('fetch', api.fetch);
  // happy-dom's observer never reports: screens here are tested as if all of them were in view.
  vi.stubGlobal('IntersectionObserver', undefined);
  const navigator = vi.fn<(path: string) => void>();
  const unregister = setNavigator(navigator);
  return { api, navigator, unregister };
}
