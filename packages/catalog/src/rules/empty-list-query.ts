import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  DEFAULT_PRODUCT_SORT,
  type ProductSort,
} from '@showroom/contract/catalog-menu';

/**
 * The product list's filters, paging and sort as they live in the address bar, so back and
 * forward (and a shared link) bring back the same list.
 */
export interface ListQuery {
  readonly page: number;
  readonly perPage: number;
  readonly sort: ProductSort;
  readonly brand: readonly number[];
  readonly colour: readonly string[];
  readonly size: string;
  readonly priceMin: number | null;
  readonly priceMax: number | null;
  readonly q: string;
}

export const EMPTY_LIST_QUERY: ListQuery = {
  page: 1,
  perPage: DEFAULT_PRODUCT_PAGE_SIZE,
  sort: DEFAULT_PRODUCT_SORT,
  brand: [],
  colour: [],
  size: '',
  priceMin: null,
  priceMax: null,
  q: '',
};
