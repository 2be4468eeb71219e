import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  DEFAULT_PRODUCT_SORT,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  PRODUCT_SORTS,
} from '@showroom/contract/catalog';

import type { ListQuery } from './empty-list-query.ts';

// Apart, so the elements module (which starts the list's first request) carries no query parsing.
export { EMPTY_LIST_QUERY, type ListQuery } from './empty-list-query.ts';

function boundedInt(text: string | null, fallback: number, max: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

function price(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** Reads the query; anything malformed falls back to the default rather than failing the list. */
export function readListQuery(search: URLSearchParams): ListQuery {
  const sort = search.get('sort');
  return {
    page: boundedInt(search.get('page'), 1, MAX_PAGE),
    perPage: boundedInt(search.get('per_page'), DEFAULT_PRODUCT_PAGE_SIZE, MAX_PAGE_SIZE),
    sort: PRODUCT_SORTS.find((known) => known === sort) ?? DEFAULT_PRODUCT_SORT,
    brand: search
      .getAll('brand')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    colour: search.getAll('colour').filter(Boolean),
    size: search.get('size') ?? '',
    priceMin: price(search.get('price_min')),
    priceMax: price(search.get('price_max')),
    q: search.get('q') ?? '',
  };
}

/** Writes only what differs from the defaults, so the plain category URL stays plain. */
export function writeListQuery(query: ListQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.page !== 1) search.set('page', String(query.page));
  if (query.perPage !== DEFAULT_PRODUCT_PAGE_SIZE) search.set('per_page', String(query.perPage));
  if (query.sort !== DEFAULT_PRODUCT_SORT) search.set('sort', query.sort);
  for (const id of query.brand) search.append('brand', String(id));
  for (const name of query.colour) search.append('colour', name);
  if (query.size) search.set('size', query.size);
  if (query.priceMin !== null) search.set('price_min', String(query.priceMin));
  if (query.priceMax !== null) search.set('price_max', String(query.priceMax));
  if (query.q.trim()) search.set('q', query.q.trim());
  return search;
}

/** A filter change starts again from page 1: page 7 of the old result may not exist. */
export function withFilter(query: ListQuery, change: Partial<ListQuery>): ListQuery {
  return { ...query, ...change, page: change.page ?? 1 };
}
