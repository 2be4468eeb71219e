import { DEFAULT_PAGE_SIZE } from '@showroom/contract';

export const PRODUCT_SORTS = ['price_asc', 'price_desc', 'name', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'price_asc';
export const DEFAULT_PRODUCT_PAGE_SIZE = DEFAULT_PAGE_SIZE;
