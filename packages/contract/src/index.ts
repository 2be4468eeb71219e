export { CART_HANDOFF } from './constants/cart-handoff.ts';
export { categoryLabel } from './constants/category-label.ts';
export {
  COOKIE_DAYS,
  CURRENCY,
  DEACTIVATED_STATUS,
  DECIMAL_MAX_PLACES,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_MIN_UNIT,
  DEFAULT_NEW_LAYOUT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_QUANTITY,
  DEFAULT_TIME_ZONE,
  DEFAULT_UNIT_LABEL,
  MARKUP,
  NEAR_VIEWPORT_MARGIN,
  PASSWORD_MIN_LENGTH,
  PREMIUM_PLAN,
  PRO_TYPES,
  PROCEEDING_STATUSES,
  type ProType,
  SHOWROOM_FILTER_MIN_EXCLUSIVE,
  SHOWROOM_ID_LENGTH,
  TOKEN_MIN_LENGTH_EXCLUSIVE,
  UI_SIZES,
  UI_TIMING,
  USER_TYPES,
  type UserType,
  VENDOR_TYPES,
  type VendorType,
} from './constants/constants.ts';
export {
  EARLY_ANSWER_MAX_AGE_MS,
  type EarlyResponse,
  type EarlyResponses,
  earlyRequestPaths,
  earlyResponseKey,
} from './constants/early-requests.ts';
export { SERVED_MARKUP_ATTRIBUTE } from './constants/first-paint.ts';
export { apiRequestHeaders } from './constants/request-headers.ts';
export { RETURN_TO_SITE } from './constants/return-to-site.ts';
export { matchRoute, routeSearch } from './constants/route-match.ts';
export {
  AI_REDIRECT_PARAM,
  AI_REQUEST_PARAM,
  categoryPath,
  categoryProductsPath,
  DESIGN_PROJECT_PARAM,
  designAiLoginPath,
  designAiRequestPath,
  designAiReturnPath,
  designAiSignUpPath,
  invitationPath,
  loginPath,
  productPath,
  projectPath,
  proProjectPath,
  ROUTE_PATHS,
  type RouteKey,
  type RoutePattern,
  SHELL_BASE_PATH,
  shellPath,
  styleSurveyPath,
  VISUALIZE_PRODUCT_PARAM,
  vendorProductPath,
  verificationPath,
  verifyPath,
  visualizeProductPath,
  withDesignProject,
  yourOrderPath,
} from './constants/route-paths.ts';
export { SESSION_HANDOFF } from './constants/session-handoff.ts';
export { SHOWROOM_EVENTS } from './constants/showroom-events.ts';
export { ORIGIN_UNREGISTERED_HEADER } from './constants/site-origin.ts';
export { slugify } from './constants/slugify.ts';
export { COOKIE_NAMES, STORAGE_KEYS, type StorageKey } from './constants/storage-keys.ts';
export {
  STORE_PATH_PARAM,
  STORE_TAG,
  type StoreScreen,
  storePageHref,
  storePathAt,
  storeScreenOf,
} from './constants/store-routes.ts';
export {
  type Envelope,
  envelopeSchema,
  fieldErrorsOf,
  type MessageBody,
  type MessageEnvelope,
  messageBodySchema,
  messageEnvelopeSchema,
  type Paginator,
  paginatorLinkSchema,
  paginatorSchema,
  toValidationError,
  type ValidationErrorBody,
  validationErrorSchema,
} from './envelope/envelope.ts';
export { formatMessage, MESSAGES, type MessageKey } from './messages/messages.ts';
export { REQUEST_MESSAGES } from './messages/request-messages.ts';
export {
  drawnProductPicturePath,
  drawnProductPictureUrl,
  isRasterView,
  mediaUrlUnder,
  PICTURE_VIEWS,
  PICTURES_VERSION,
  type PictureView,
  pictureFileExtension,
  RASTER_PICTURE_VIEWS,
  type RasterPictureView,
  TEXTURE_PATCH_INCHES,
} from './pictures/pictures.ts';
export {
  BRANDING_MESSAGES,
  type BrandingPlan,
  type BrandingVerdict,
  brandingAllowed,
  isSubscriptionActive,
} from './showrooms/branding.ts';
export { isAddonActive, type MyItem, myItemSchema } from './showrooms/my-item.ts';
export { SHOP_LINK_KEYS, SHOP_LINK_LABELS, type ShopLinkKey } from './showrooms/shop-links.ts';
export {
  addonSchema,
  type ShopCategory,
  type ShopProfile,
  type ShopProfileQuery,
  type ShopProfileResponse,
  shopCategorySchema,
  shopProfileQuerySchema,
  shopProfileResponseSchema,
  shopProfileSchema,
} from './showrooms/shop-profile.ts';
export {
  SHOWROOM_ID_PATTERN,
  type ShowroomSearchQuery,
  type ShowroomSearchResponse,
  type ShowroomSearchResult,
  showroomSearchQuerySchema,
  showroomSearchResponseSchema,
  showroomSearchResultSchema,
} from './showrooms/showroom-search.ts';
export {
  VISIT_SURFACES,
  VISITS_COUNTED_KEY,
  type VisitRequest,
  type VisitResponse,
  type VisitSurface,
  visitRequestSchema,
  visitResponseSchema,
} from './showrooms/showroom-visits.ts';
export { type BrandPalette, brandPaletteSchema, DEFAULT_BRAND_PALETTE } from './theming/palette-schema.ts';
export {
  type Theme,
  type ThemeCssVariables,
  themeCssVariables,
  themeFor,
  themeOfPalette,
} from './theming/theme.ts';
export { intField, MAX_ID, positiveIdField } from './validation/query-params.ts';
export { isSafeText, unsafeTextErrors } from './validation/text-safety.ts';
