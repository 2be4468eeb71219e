/**
 * `@showroom/contract/account`: accounts, sign-in, registration, profile, notifications and draft
 * projects. A separate entry (and federation share key) so a widget that needs none of it, like
 * the showroom entry, does not download these schemas.
 */

// The sign-in's own entry (decision 0121), through its share key so both entries give one instance.
export {
  ACCOUNT_MESSAGES,
  type AuthSession,
  type AuthSessionResponse,
  type AuthUser,
  type AuthUserResponse,
  authSessionResponseSchema,
  authSessionSchema,
  authUserResponseSchema,
  authUserSchema,
  LOGOUT_CLEARED_KEYS,
  type LoginRequest,
  loginRequestSchema,
  type OtpForm,
  type OtpResponse,
  otpFormSchema,
  otpResponseSchema,
} from '@showroom/contract/sign-in';
export {
  type Notification,
  type NotificationPageResponse,
  type NotificationQuery,
  notificationPageResponseSchema,
  notificationQuerySchema,
  notificationSchema,
  notificationUpdateResponseSchema,
  type PendingNotificationsResponse,
  pendingNotificationsResponseSchema,
} from './account/notifications.ts';
export {
  type PaymentDetails,
  type Profile,
  type ProfileUpdateRequest,
  type ProfileUpdateResponse,
  paymentDetailsSchema,
  profileQuerySchema,
  profileResponseSchema,
  profileSchema,
  profileUpdateRequestSchema,
  profileUpdateResponseSchema,
  type ShippingAddress,
  shippingAddressSchema,
} from './account/profile.ts';
export {
  isValidUsAddress,
  usStateField,
  usZipField,
  zipInStateCheck,
  zipStateMismatch,
} from './address/us-address-fields.ts';
export { US_STATES, type UsState, usStateOf } from './address/us-states.ts';
export { US_ZIP_CODE_PATTERN, zipCodeState } from './address/us-zip-code.ts';
export {
  SOCIAL_PROVIDERS,
  type SocialLoginRequest,
  type SocialProvider,
  type SocialSandboxTokenResponse,
  socialLoginRequestSchema,
  socialSandboxTokenResponseSchema,
} from './auth/login.ts';
export {
  type ChangePasswordRequest,
  changePasswordRequestSchema,
  type PasswordResetLinkRequest,
  type PasswordResetRequest,
  passwordResetLinkRequestSchema,
  passwordResetRequestSchema,
} from './auth/password.ts';
export {
  REGISTER_STEP_OF_FIELD,
  type RegisterPayload,
  type RegisterRequest,
  type RegisterStep1,
  type RegisterStep2,
  type RegisterStep3,
  registerRequestSchema,
  registerStep1Schema,
  registerStep2Schema,
  registerStep3Schema,
  splitFullName,
} from './auth/register.ts';
export {
  ROUTE_ACCESS_LEVELS,
  type RouteAccess,
  type RouteAccessEntry,
  type RouteAccessResponse,
  routeAccessEntrySchema,
  routeAccessResponseSchema,
} from './auth/route-access.ts';
export {
  SESSION_HANDOFF,
  type SessionHandoffResponse,
  sessionHandoffRedeemSchema,
  sessionHandoffResponseSchema,
} from './auth/session-handoff.ts';
export {
  type EmailVerifyResponse,
  emailVerifyResponseSchema,
  type OtpQuery,
  otpQuerySchema,
} from './auth/verification.ts';
export { ADDRESS_MESSAGES } from './messages/address-messages.ts';
export {
  DRAFT_VALUE_LIMITS,
  draftValueField,
  draftValueMessage,
  isBoundedDraftValue,
} from './projects/draft-value.ts';
export {
  type AttachCartRequest,
  type AttachCartResponse,
  attachCartRequestSchema,
  attachCartResponseSchema,
  type DraftItem,
  draftItemSchema,
  isCompleteDraft,
  type ProjectFromDraftRequest,
  projectCreatedResponseSchema,
  projectFromDraftRequestSchema,
} from './projects/project-draft.ts';
export {
  acceptedField,
  emailField,
  fieldLabel,
  MAX_TEXT_LENGTH,
  optionalText,
  requiredText,
} from './validation/fields.ts';
