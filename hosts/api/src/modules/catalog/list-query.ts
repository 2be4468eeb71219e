import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  DEFAULT_PRODUCT_SORT,
  type ProductListQuery,
  type ProductSort,
} from '@showroom/contract/catalog';

/** A parsed product-list request with its defaults applied and its filter lists in one order. */
export interface NormalisedListQuery {
  category: number | string;
  /** 0: no showroom (the platform's storefront). */
  showroom: number;
  page: number;
  perPage: number;
  sort: ProductSort;
  brand: number[] | undefined;
  colour: string[] | undefined;
  price_min: number | undefined;
  price_max: number | undefined;
  size: string | undefined;
  q: string | undefined;
}

/**
 * Two requests that ask for the same list normalise to the same value: defaults filled in, empty text
 * dropped, brand and colour lists de-duplicated and sorted. Only the schema's fields are read, so
 * fields the schema does not know never reach a cache key.
 */
export function normaliseListQuery(query: ProductListQuery): NormalisedListQuery {
  return {
    category: query.category,
    showroom: query.showroom ?? 0,
    page: query.page ?? 1,
    perPage: query.per_page ?? DEFAULT_PRODUCT_PAGE_SIZE,
    sort: query.sort ?? DEFAULT_PRODUCT_SORT,
    brand: query.brand?.length ? [...new Set(query.brand)].sort((a, b) => a - b) : undefined,
    colour: query.colour?.length ? [...new Set(query.colour)].sort() : undefined,
    price_min: query.price_min,
    price_max: query.price_max,
    size: query.size || undefined,
    q: query.q || undefined,
  };
}

/**
 * A cache key of a normalised query. `normaliseListQuery` writes every field in one fixed order
 * (absent ones as undefined, which JSON drops), so the key follows the query's shape by itself.
 */
export function listQueryKey(query: NormalisedListQuery): string {
  return JSON.stringify(query);
}
