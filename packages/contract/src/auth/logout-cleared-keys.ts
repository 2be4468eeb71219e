import { STORAGE_KEYS, type StorageKey } from '@showroom/contract';

/**
 * Keys cleared at logout (spec §4 "Session"), in the spec's order. Served by
 * `@showroom/contract/account`, beside sign-out's other texts and schemas, so the base entry every
 * widget downloads does not carry it.
 */
export const LOGOUT_CLEARED_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.myItem,
  STORAGE_KEYS.project,
  STORAGE_KEYS.visualRedirect,
  STORAGE_KEYS.showroom,
  STORAGE_KEYS.category,
  STORAGE_KEYS.breadcrumb,
  STORAGE_KEYS.recentlyViewed,
  STORAGE_KEYS.productCategory,
  STORAGE_KEYS.productList,
  STORAGE_KEYS.customerViewed,
  STORAGE_KEYS.topProduct,
  STORAGE_KEYS.newLayout,
  STORAGE_KEYS.cartId,
];
