/**
 * `@showroom/contract/catalog`: category menu, product list, product detail, rails and brands. A
 * separate entry (and federation share key) so widgets that never browse the catalogue, like the
 * showroom entry, do not download these schemas.
 */
export {
  BRAND_SAMPLE_SIZE,
  type BrandPartner,
  type BrandsResponse,
  brandPartnerSchema,
  brandsQuerySchema,
  brandsResponseSchema,
} from './catalog/brands.ts';
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
  cataloguePictureParamsSchema,
  INVALID_COLOUR,
  PICTURES_VERSION_PATTERN,
  productPictureParamsSchema,
  productPictureQuerySchema,
  productTextureParamsSchema,
  SVG_PICTURE_VIEWS,
} from './catalog/picture-requests.ts';
export { type ProductCard, productCardSchema } from './catalog/product-card.ts';
export {
  type ProductDetail,
  type ProductDetailQuery,
  type ProductDetailResponse,
  type ProductSize,
  productDetailQuerySchema,
  productDetailResponseSchema,
  productDetailSchema,
  productSizeSchema,
} from './catalog/product-detail.ts';
export {
  DEFAULT_PRODUCT_PAGE_SIZE,
  DEFAULT_PRODUCT_SORT,
  type ListedCategory,
  listedCategorySchema,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  PRODUCT_SORTS,
  type ProductFacets,
  type ProductList,
  type ProductListQuery,
  type ProductListRequest,
  type ProductListResponse,
  type ProductSort,
  productFacetsSchema,
  productListRequestSchema,
  productListResponseSchema,
  productListSchema,
} from './catalog/product-list.ts';
export {
  type ProductRailRequest,
  type ProductRailResponse,
  productRailRequestSchema,
  productRailResponseSchema,
  RAIL_SIZE,
  type RecentlyViewedRequest,
  recentlyViewedRequestSchema,
  topProductsRequestSchema,
} from './catalog/product-rails.ts';
export {
  CATEGORY_SLUG_PATTERN,
  categoryField,
  PRODUCT_HASH_PATTERN,
  productHashField,
  showroomField,
} from './catalog/request-fields.ts';
export {
  LOW_STOCK_THRESHOLD,
  STOCK_MESSAGES,
  type StockLevel,
  stockLevel,
  stockNote,
} from './catalog/stock.ts';
