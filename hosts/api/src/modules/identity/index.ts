/**
 * Identity: users and their accounts, access tokens and sessions, one-time tokens, the admin's OTP,
 * social sign-in, the profile and shipping address.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { ACCESS_TOKEN_IDLE_DAYS, AccessTokens, type Session, type SessionUser } from './access-tokens.ts';
export { type AccountService, createAccountService } from './account-service.ts';
export { blockedStatusMessage, isProceedingStatus } from './account-status.ts';
export { type AuthService, createAuthService } from './auth-service.ts';
