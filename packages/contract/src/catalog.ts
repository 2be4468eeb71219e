/**
 * `@showroom/contract/catalog`: category menu, product list, product detail, rails and brands. A
 * separate entry (and federation share key) so widgets that never browse the catalogue, like the
 * showroom entry, do not download these schemas.
 */

// The storefront's part is an entry of its own (decision 0127); re-exported here, not copied.
export {
  CATALOG_MESSAGES,
  CATEGORY_UNIT_VALUES,
  DEFAULT_PRODUCT_PAGE_SIZE,
  DEFAULT_PRODUCT_SORT,
  type MenuCategory,
  type MenuCategoryEntry,
  type MenuCategoryResponse,
  menuCategoryEntrySchema,
  menuCategoryResponseSchema,
  menuCategorySchema,
  PRODUCT_SORTS,
  type ProductSort,
} from '@showroom/contract/catalog-menu';
export {
  BRAND_SAMPLE_SIZE,
  type BrandPartner,
  type BrandsResponse,
  brandPartnerSchema,
  brandsQuerySchema,
  brandsResponseSchema,
} from './catalog/brands.ts';
// Only the server reads them: embed.js asks a first paint by its address alone (decision 0129).
export {
  firstPaintSchema,
  type ProductFirstPaintParams,
  productFirstPaintParamsSchema,
  type StorefrontFirstPaintParams,
  storefrontFirstPaintParamsSchema,
} from './catalog/first-paint.ts';
// The product page's gallery: the server's first paint and the product screen, not the storefront.
export {
  DRAWN_GALLERY_VIEWS,
  type DrawnGalleryView,
  GALLERY_MAIN_PICTURE_PX,
  type GalleryPicture,
  type GalleryProduct,
  galleryPictureLabel,
  galleryPictures,
  openingColour,
} from './catalog/gallery-pictures.ts';
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
  type ListedCategory,
  listedCategorySchema,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  type ProductFacets,
  type ProductList,
  type ProductListQuery,
  type ProductListRequest,
  type ProductListResponse,
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
