/**
 * `@showroom/contract/catalog-menu`: the category menu, the catalogue's texts and the list's defaults, what
 * the catalogue's elements module (the storefront, the store's first screen) needs before any other screen.
 * A separate entry (and federation share key) so that screen does not download the whole catalogue's
 * schemas; `@showroom/contract/catalog` re-exports it (decision 0127).
 */
export { CATALOG_MESSAGES } from './catalog/catalog-messages.ts';
export {
  CATEGORY_UNIT_VALUES,
  type MenuCategory,
  type MenuCategoryEntry,
  type MenuCategoryResponse,
  menuCategoryEntrySchema,
  menuCategoryResponseSchema,
  menuCategorySchema,
} from './catalog/category-menu.ts';
export {
  DEFAULT_PRODUCT_PAGE_SIZE,
  DEFAULT_PRODUCT_SORT,
  PRODUCT_SORTS,
  type ProductSort,
} from './catalog/product-list-defaults.ts';
