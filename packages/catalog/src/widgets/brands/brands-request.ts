import { api, whenPriceShowroomKnown } from '@showroom/core';
import { catalogSchemas } from '../../shared/catalog-schemas.ts';
import { loadEarly, takeEarly } from '../../shared/early-load.ts';

const keyOf = (showroom: number) => `brands:${showroom}`;

function fetchBrands(showroom: number, signal?: AbortSignal) {
  return api
    .get('brands', {
      schema: catalogSchemas().then((contract) => contract.brandsResponseSchema),
      searchParams: { showroom },
      ...(signal && { signal }),
      silent: true,
    })
    .then((response) => response.data.data);
}

/** Asks for the brands while the brands screen's code is still on its way. */
export function loadBrandsEarly(): void {
  whenPriceShowroomKnown((showroom) => loadEarly(keyOf(showroom), () => fetchBrands(showroom)));
}

/** The brands at the showroom's prices: the early answer if one was started, else a new request. */
export function loadBrands(showroom: number, signal: AbortSignal) {
  return takeEarly(keyOf(showroom), () => fetchBrands(showroom, signal));
}
