import { api, whenPriceShowroomKnown } from '@showroom/core';
import type { ListQuery } from '../../rules/list-query.ts';
import { catalogSchemas } from '../../shared/catalog-schemas.ts';
import { loadEarly, takeEarly } from '../../shared/early-load.ts';

/** The list request's body for a category, the selected showroom's prices and the query. */
export function productListBody(category: string, showroom: number, query: ListQuery) {
  return {
    category,
    showroom,
    page: query.page,
    per_page: query.perPage,
    sort: query.sort,
    brand: query.brand.length > 0 ? [...query.brand] : undefined,
    colour: query.colour.length > 0 ? [...query.colour] : undefined,
    size: query.size || undefined,
    price_min: query.priceMin ?? undefined,
    price_max: query.priceMax ?? undefined,
    q: query.q || undefined,
  };
}

type ListBody = ReturnType<typeof productListBody>;

const keyOf = (body: ListBody) => `products:${JSON.stringify(body)}`;

function fetchList(body: ListBody, signal?: AbortSignal) {
  return api
    .post('visualization/products', {
      schema: catalogSchemas().then((contract) => contract.productListResponseSchema),
      body,
      ...(signal && { signal }),
      silent: true,
    })
    .then((response) => response.data);
}

/** Asks for the list's first page while the list's code is still on its way. */
export function loadProductListEarly(category: string, query: ListQuery): void {
  whenPriceShowroomKnown((showroom) => {
    const body = productListBody(category, showroom, query);
    loadEarly(keyOf(body), () => fetchList(body));
  });
}

/** The list for `body`: the early answer if one was started for it, else a new request. */
export function loadProductList(body: ListBody, signal: AbortSignal) {
  return takeEarly(keyOf(body), () => fetchList(body, signal));
}
