// The theme is computed by the server too (the storefront band it serves, decision 0129): the contract holds it.
export {
  type Theme,
  type ThemeCssVariables,
  themeCssVariables,
  themeFor,
  themeOfPalette,
} from '@showroom/contract';
export {
  API_TIMEOUT_MS,
  answerOf as apiAnswer,
  api,
  type BodyRequestOptions,
  type RequestOptions,
  requestHeaders as apiHeaders,
  type SearchParams,
} from './api/api-client.ts';
export { apiBaseUrl, configureApi } from './api/api-config.ts';
export { mediaUrl } from './api/media-url.ts';
export {
  brandLogoUrl,
  categoryPictureUrl,
  productPictureUrl,
} from './api/product-picture-url.ts';
export { applyEmbedConfig, type EmbedConfig } from './embed/apply-embed-config.ts';
export { ApiError, type ApiErrorKind, apiFieldErrors } from './errors/api-error.ts';
export type { ErrorOutcome, ToastOutcome } from './errors/error-catalogue.ts';
export { type FieldErrorMap, type FieldErrorsState, fieldErrors } from './errors/field-errors.ts';
export { isSuccessStatus } from './errors/success-status.ts';
export { setActingElement, showroomEventSource } from './events/event-source.ts';
export {
  emitShowroomEvent,
  onShowroomEvent,
  SHOWROOM_EVENTS,
  type ShowroomEvent,
  type ShowroomEventDetails,
  type ShowroomEventName,
} from './events/showroom-events.ts';
export type { LoadStatus } from './load-status.ts';
export {
  configureNavigation,
  currentPath,
  type Navigator,
  navigate,
  replaceRoute,
  routeHref,
  SHOWROOM_QUERY_PARAM,
  setNavigator,
  shellUrl,
} from './navigation/navigation.ts';
export { type NotifyState, notify, type Toast, type ToastLink, type ToastType } from './notify/notify.ts';
export { takeArrivalHandoffs } from './session/arrival-handoffs.ts';
export { type DepartureCode, departureCode } from './session/departure-code.ts';
export { type SessionState, session } from './session/session.ts';
export { type SessionUser, sessionUserSchema } from './session/session-user.ts';
export { startSession } from './session/start-session.ts';
export {
  loadShopProfile,
  priceShowroomOf,
  refreshSelectedShowroom,
  type ShopProfileData,
  type ShowroomLookup,
  searchShowrooms,
  selectShowroomById,
  showroomLookup,
  whenPriceShowroomKnown,
} from './showroom/showroom-lookup.ts';
export { type ShowroomSelectionState, showroomSelection } from './showroom/showroom-selection.ts';
export { countShowroomVisits } from './showroom/visit-counter.ts';
export {
  keepPaymentAttempt,
  keptPaymentAttempt,
  newPaymentAttempt,
  type PaymentAttempt,
} from './storage/kept-payment-attempt.ts';
export { storage } from './storage/local-storage.ts';
