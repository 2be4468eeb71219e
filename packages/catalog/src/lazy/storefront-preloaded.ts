/**
 * The storefront's code for the elements, preloaded as the elements' chunk is asked for: it is the
 * store's first screen, and asked only at the first render it came a wave of requests after the
 * elements (decision 0124). The shell's routes keep `catalog-screens`' on-demand loader, so a
 * product page of the shell does not fetch the storefront.
 */
export const loadPreloadedStorefront = () =>
  import(/* webpackPreload: true */ '../widgets/storefront/storefront.tsx').then(
    (module) => module.Storefront,
  );
