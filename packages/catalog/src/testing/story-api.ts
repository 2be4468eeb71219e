/**
 * Story harness of this remote: answers the catalog calls with `createCatalogApi` (other calls go
 * on to Storybook's own stub) and selects the demo showroom unless told not to.
 */
import { DEMO_MATCH, DEMO_PROFILE } from '@showroom/contract/testing';
import { showroomSelection } from '@showroom/core';
import { type CatalogApiOptions, createCatalogApi } from './catalog-api-stub.ts';

const CATALOG_PATHS =
  /\/api\/(menu_category_show_all|visualization|product|top_products|customer_also_viewed|recently_viewed|brands)\b/;

/** Installs the stub (and the demo showroom unless `showroom` is false); returns the cleanup. */
export function installCatalogApi(options: CatalogApiOptions & { showroom?: boolean } = {}): () => void {
  const stub = createCatalogApi(options);
  const previous = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return CATALOG_PATHS.test(url.pathname) ? stub.fetch(input, init) : previous(input, init);
  };
  if (options.showroom !== false) showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
  else showroomSelection.clear();
  return () => {
    window.fetch = previous;
  };
}
