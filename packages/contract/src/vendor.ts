/**
 * `@showroom/contract/vendor`: the vendor portal's calls (issue #24). A separate entry (and federation
 * share key) so shoppers and pros never download it.
 */

export { VENDOR_TYPES, type VendorType } from './constants/constants.ts';
export { DECLINE_CONFIRM_TEXTS } from './vendors/decline-texts.ts';
export {
  PRODUCT_PHOTO_MESSAGES,
  PRODUCT_PHOTO_UPLOAD,
  type ProductPhoto,
  type ProductPhotoOrder,
  type ProductPhotosResponse,
  type ProductPhotoWidth,
  productPhotoFileParamsSchema,
  productPhotoOrderSchema,
  productPhotoParamsSchema,
  productPhotoSchema,
  productPhotosResponseSchema,
  productPhotoUrl,
} from './vendors/product-photos.ts';
export {
  VENDOR_ACCOUNT_MESSAGES,
  VENDOR_SETUP_LABELS,
  VENDOR_SETUP_STEPS,
  type VendorAccount,
  type VendorAccountInput,
  type VendorAccountRequest,
  type VendorAccountResponse,
  type VendorSetupStep,
  vendorAccountRequestSchema,
  vendorAccountResponseSchema,
  vendorAccountSchema,
} from './vendors/vendor-account.ts';
export {
  VENDOR_PRODUCT_LIMITS,
  type VendorProductInput,
  type VendorProductInputRequest,
  type VendorProductSize,
  vendorProductColourSchema,
  vendorProductInputSchema,
  vendorProductParamsSchema,
  vendorProductSizeSchema,
} from './vendors/vendor-product-input.ts';
export { VENDOR_PRODUCT_MESSAGES } from './vendors/vendor-product-messages.ts';
export {
  VENDOR_LIST_MAX_PAGE_SIZE,
  VENDOR_PRODUCT_STATUSES,
  VENDOR_STOCK_FILTERS,
  type VendorProduct,
  type VendorProductOptions,
  type VendorProductPageResponse,
  type VendorProductQuery,
  type VendorProductResponse,
  type VendorProductRow,
  type VendorProductStatus,
  type VendorStockFilter,
  vendorProductOptionsResponseSchema,
  vendorProductOptionsSchema,
  vendorProductPageResponseSchema,
  vendorProductQuerySchema,
  vendorProductResponseSchema,
  vendorProductRowSchema,
  vendorProductSchema,
} from './vendors/vendor-products.ts';
