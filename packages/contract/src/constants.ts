/**
 * `@showroom/contract/constants`: the spec's constants and storage keys without any schema (no zod),
 * for code that must stay tiny, like embed.js. The base constants, storage keys and event names are
 * also in the base entry; the content constants, remotes and the shell's own texts only here. The route paths are in
 * the base entry (core needs them, so every widget loads them anyway); only the shell's base path is here too, for
 * embed.js.
 */

export { CART_HANDOFF } from './constants/cart-handoff.ts';
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
  PROCEEDING_STATUSES,
  SHOWROOM_FILTER_MIN_EXCLUSIVE,
  SHOWROOM_ID_LENGTH,
  TOKEN_MIN_LENGTH_EXCLUSIVE,
  UI_SIZES,
  UI_TIMING,
  USER_TYPES,
  type UserType,
} from './constants/constants.ts';
export {
  CAROUSEL,
  DATE_FORMAT,
  DEFAULT_SHIPPING_CHARGE,
  FOOTER_OFFER_PERCENT,
  GUARD_ROLE,
  MARKETING_SAVINGS_PERCENT,
  PHONE_FORMAT,
  POLICY,
  SHOP_CATEGORIES,
  SHOP_CATEGORY_COUNT,
  TESTIMONIAL_COUNT_APPROX,
} from './constants/content-constants.ts';
export {
  EARLY_ANSWER_MAX_AGE_MS,
  type EarlyResponse,
  type EarlyResponses,
  earlyRequestPaths,
  earlyResponseKey,
} from './constants/early-requests.ts';
export {
  ELEMENT_RESERVED_SIZES,
  ELEMENT_WIDE_VIEWPORT_PX,
  type ElementReservedSize,
  type ElementSkeleton,
  type ElementTag,
  reservedHeightProperty,
} from './constants/element-reserved-sizes.ts';
export { EMBED_HEALTH_REPORT } from './constants/embed-health-report.ts';
export {
  EMBED_FRAME_SCRIPT,
  EMBED_PROBLEMS_GLOBAL,
  EMBED_PROBLEMS_SCRIPT,
} from './constants/embed-scripts.ts';
export {
  FIRST_PAINT_STYLESHEETS,
  type FirstPaint,
  firstPaintPaths,
  SERVED_MARKUP_ATTRIBUTE,
} from './constants/first-paint.ts';
export { HOST_REACT_GLOBAL, type HostReactOffer } from './constants/host-react.ts';
export {
  PAGE_DESCRIPTIONS,
  type PageDescriptionKey,
  PRODUCT_PAGE_META,
} from './constants/page-descriptions.ts';
export {
  type ElementContainer,
  elementContainers,
  embedEntryFile,
  REMOTE_KEYS,
  REMOTES,
  type RemoteContainer,
  type RemoteKey,
  type RoutedRemote,
  remoteEntryFile,
  remoteEntryPath,
} from './constants/remotes.ts';
export { apiRequestHeaders } from './constants/request-headers.ts';
export { reservedSpaceCss } from './constants/reserved-space-css.ts';
export { RETURN_TO_SITE } from './constants/return-to-site.ts';
export {
  ROUTE_INTRO_STYLESHEET,
  ROUTE_INTROS,
  type RouteIntro,
  routeIntroFor,
} from './constants/route-intros.ts';
export { matchRoute, routeSearch } from './constants/route-match.ts';
export { ROUTE_PATHS, SHELL_BASE_PATH } from './constants/route-paths.ts';
export { SESSION_HANDOFF } from './constants/session-handoff.ts';
export {
  SHOWROOM_EVENTS,
  type ShowroomEventDetails,
  type ShowroomEventName,
} from './constants/showroom-events.ts';
export { ORIGIN_UNREGISTERED_HEADER, proEmbedsConsoleUrl } from './constants/site-origin.ts';
export { COOKIE_NAMES, STORAGE_KEYS, type StorageKey } from './constants/storage-keys.ts';
export {
  isShareablePageAddress,
  STORE_PATH_PARAM,
  STORE_TAG,
  type StoreScreen,
  storePageHref,
  storePathAt,
  storeScreenOf,
} from './constants/store-routes.ts';
export { CSP_MESSAGES, cspHintMessage } from './messages/csp-messages.ts';
export { REMOTE_LOAD_MESSAGES } from './messages/remote-load-messages.ts';
export { SHELL_MESSAGES } from './messages/shell-messages.ts';
export { SITE_ORIGIN_MESSAGES } from './messages/site-origin-messages.ts';
export {
  drawnProductPicturePath,
  isRasterView,
  PICTURE_VIEWS,
  PICTURES_VERSION,
  type PictureView,
  pictureFileExtension,
  RASTER_PICTURE_VIEWS,
  type RasterPictureView,
  TEXTURE_PATCH_INCHES,
} from './pictures/pictures.ts';
