export { api, type BodyRequestOptions, type RequestOptions, type SearchParams } from './api/api-client.ts';
export { apiBaseUrl, configureApi } from './api/api-config.ts';
export { adminSessionGuard } from './auth/admin-guard.ts';
export { requestAdminOtp, verifyAdminOtp } from './auth/admin-otp.ts';
export { afterRegistration, VISUALIZE_PATH } from './auth/after-registration.ts';
export { applySignInOutcome } from './auth/apply-sign-in-outcome.ts';
export {
  clearOtpVerified,
  isOtpVerified,
  markOtpVerified,
  rememberedSignIn,
  rememberSignIn,
  setUserTypeCookie,
} from './auth/auth-cookies.ts';
export { endSession, startSession } from './auth/auth-session.ts';
export { loadCurrentUser } from './auth/current-user.ts';
export { resendVerificationEmail, verifyEmail } from './auth/email-verification.ts';
export { changePassword, requestPasswordResetLink, resetPassword } from './auth/password-requests.ts';
export { attachCartToProject, createProjectFromDraft } from './auth/project-from-draft.ts';
export { pathOf, safeRedirect } from './auth/redirect-path.ts';
export { type RegistrationFields, registerAccount } from './auth/register-account.ts';
export { type SignInOptions, signIn } from './auth/sign-in.ts';
export { readSignInContext } from './auth/sign-in-context.ts';
export {
  CHECKLIST_PATH,
  decideSignInOutcome,
  HOME_PATH,
  LOGIN_PATH,
  projectRequestFor,
  type SignInContext,
  type SignInOutcome,
  type SignInUser,
  signInRejection,
  VERIFICATION_PATH,
} from './auth/sign-in-outcome.ts';
export { signOut } from './auth/sign-out.ts';
export {
  PROJECTS_PATH,
  type SocialSignInOptions,
  type SocialSignInResult,
  socialSignIn,
  socialSignInDestination,
} from './auth/social-sign-in.ts';
export { applyEmbedConfig, type EmbedConfig } from './embed/apply-embed-config.ts';
export { ApiError, type ApiErrorKind } from './errors/api-error.ts';
export {
  type ErrorOutcome,
  errorOutcome,
  isSuccessStatus,
  type ToastOutcome,
} from './errors/error-catalogue.ts';
export { type FieldErrorMap, type FieldErrorsState, fieldErrors } from './errors/field-errors.ts';
export {
  emitShowroomEvent,
  onShowroomEvent,
  SHOWROOM_EVENTS,
  type ShowroomEvent,
  type ShowroomEventDetails,
  type ShowroomEventName,
} from './events/showroom-events.ts';
export { formatUsd } from './format/currency.ts';
export { formatDate } from './format/date.ts';
export { formatPhone } from './format/phone.ts';
export {
  configureNavigation,
  currentPath,
  type Navigator,
  navigate,
  SHOWROOM_QUERY_PARAM,
  setNavigator,
  shellUrl,
} from './navigation/navigation.ts';
export {
  type LoadStatus,
  type NotificationsState,
  notifications,
} from './notifications/notifications.ts';
export { type NotifyState, notify, type Toast, type ToastType } from './notify/notify.ts';
export { type SessionState, session } from './session/session.ts';
export { type SessionUser, sessionUserSchema } from './session/session-user.ts';
export {
  loadShopProfile,
  type ShopProfileData,
  searchShowrooms,
  selectShowroomById,
} from './showroom/showroom-lookup.ts';
export { type ShowroomSelectionState, showroomSelection } from './showroom/showroom-selection.ts';
export { isSubscriptionActive } from './showroom/subscription.ts';
export { type CookieName, cookies } from './storage/cookies.ts';
export { storage } from './storage/local-storage.ts';
export {
  DEFAULT_PRIMARY_COLOR,
  type Theme,
  type ThemeCssVariables,
  themeCssVariables,
  themeFor,
} from './theming/theme.ts';
