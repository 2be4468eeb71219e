/**
 * `@showroom/contract/sign-in`: a sign-in's request, the session it answers, the admins' code step, what
 * a sign-out clears and the account messages they show, as an entry (and federation share key) of their own, so a console's first screen loads
 * them without the rest of `./account` (registration, profile, addresses, drafts, notifications;
 * decision 0121). `./account` re-exports them from here, so both entries give the same instances.
 */
export {
  type AuthSession,
  type AuthSessionResponse,
  type AuthUser,
  type AuthUserResponse,
  authSessionResponseSchema,
  authSessionSchema,
  authUserResponseSchema,
  authUserSchema,
} from './auth/auth-user.ts';
export { type LoginRequest, loginRequestSchema } from './auth/login-request.ts';
export { LOGOUT_CLEARED_KEYS } from './auth/logout-cleared-keys.ts';
export { type OtpForm, type OtpResponse, otpFormSchema, otpResponseSchema } from './auth/verification.ts';
export { ACCOUNT_MESSAGES } from './messages/account-messages.ts';
