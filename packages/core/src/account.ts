/**
 * `@showroom/core/account`: sign-in, sign-out, registration, the current user and notifications.
 * A separate entry (and federation share key) on top of `@showroom/core`, which it imports by name so
 * the session, API client and stores stay page-wide singletons.
 */

export { startSession } from '@showroom/core';
export {
  type ConsoleSignInOptions,
  clearOtpVerified,
  isOtpVerified,
  requestAdminOtp,
  signInToConsole,
  signOut,
  verifyAdminOtp,
} from '@showroom/core/console-sign-in';
export { adminSessionGuard } from './auth/admin-guard.ts';
export { afterRegistration } from './auth/after-registration.ts';
export { applySignInOutcome } from './auth/apply-sign-in-outcome.ts';
export {
  markOtpVerified,
  rememberedSignIn,
  rememberSignIn,
  setUserTypeCookie,
} from './auth/auth-cookies.ts';
export { endSession } from './auth/auth-session.ts';
export { loadCurrentUser } from './auth/current-user.ts';
export { resendVerificationEmail, verifyEmail } from './auth/email-verification.ts';
export { changePassword, requestPasswordResetLink, resetPassword } from './auth/password-requests.ts';
export {
  hasPendingStyleProfile,
  rememberPendingStyleProfile,
  savePendingStyleProfile,
} from './auth/pending-style-profile.ts';
export { updateProjectDesign } from './auth/project-design.ts';
export { attachCartToProject, createProjectFromDraft } from './auth/project-from-draft.ts';
export { pathOf, safeRedirect } from './auth/redirect-path.ts';
export { type RegistrationFields, registerAccount } from './auth/register-account.ts';
export { type SignInOptions, signIn } from './auth/sign-in.ts';
export { readSignInContext } from './auth/sign-in-context.ts';
export {
  decideSignInOutcome,
  projectRequestFor,
  type SignInContext,
  type SignInOutcome,
  type SignInUser,
} from './auth/sign-in-outcome.ts';
export { signInRejection } from './auth/sign-in-rejection.ts';
export {
  type SocialSignInOptions,
  type SocialSignInResult,
  socialSignIn,
  socialSignInDestination,
} from './auth/social-sign-in.ts';
export {
  type NotificationsState,
  notifications,
} from './notifications/notifications.ts';
export {
  fetchChecklist,
  fetchChecklists,
  removeChecklistLine,
  saveToChecklist,
  updateChecklistLine,
} from './projects/project-checklist.ts';
export { type CookieName, cookies } from './storage/cookies.ts';
