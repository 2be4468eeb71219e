/**
 * The texts of sign-in, registration, verification, passwords, the profile and draft projects
 * (spec §4, §7, §8), written once; served by `@showroom/contract/account`.
 */
export const ACCOUNT_MESSAGES = {
  /** The one answer to a wrong email or password, so it never tells whether an account exists. */
  loginFailed: 'These credentials do not match our records.',
  /** 422 on `access_token` when the provider does not vouch for the token (bad, expired, another app's). */
  socialTokenInvalid: 'The access token is invalid or has expired.',
  /** 422 on `email` when an account already uses the address (compared case-insensitively). */
  emailTaken: 'The email has already been taken.',
  verificationLinkSent: 'A fresh verification link has been sent to your email address.',
  emailVerified: 'Your email address has been verified.',
  emailAlreadyVerified: 'Your email address is already verified.',
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
  otpSent: 'A verification code has been sent to your email address.',
  otpVerified: 'Verification successful.',
  otpInvalid: 'The verification code is invalid or has expired.',
  /** 403 on a purchase by an account whose e-mail is not verified (the client sends it to /verifiction). */
  emailNotVerified: 'Your email address is not verified.',
  /** 403 on an admin call from a session that has not passed the OTP step. */
  otpRequired: 'Please verify the code sent to your email address first.',
  handoffCodeInvalid: 'This sign-in link has expired. Please sign in again.',
  /** The same answer whether or not the address has an account, so the form reveals none. */
  passwordResetLinkSent: 'If an account exists for this email, we have sent a password reset link.',
  passwordResetDone: 'Your password has been reset. Please sign in.',
  passwordResetTokenInvalid: 'This password reset link is invalid or has expired.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is incorrect.',
  profileUpdated: 'Your profile has been updated.',
  /** 422 on `showroom` when it is not an active pro's showroom. */
  showroomInvalid: 'The selected showroom is invalid.',
  projectCreated: 'Your project has been created.',
  cartAttached: 'Your cart has been added to your project.',
  accountLoading: 'Loading your account…',
  socialSigningIn: 'Signing in',
  socialSignInFailed: 'Social sign-in failed',
  verificationLinkChecking: 'Checking your link…',
  // Why a signed-in account may not go on (spec §4).
  accountDeactivated: "Your account has been deactivated. Please contact the provider's support.",
  accountPending: 'Your account is currently pending approval by the provider.',
  notAuthorized: 'You are not authorized to access this page.',
  // The account page, notifications, sign-out and the card step of registration (spec §4, §8).
  projectCreationFailedAtLogin: 'Internal server error.',
  projectAttachFailed: 'Please login to proceed.',
  loggedOut: 'Logged Out Successfully',
  signupThanks: 'Thank you for signing up for the product!',
  accountLoadFailed: 'Your account could not be loaded.',
  accountSignInPrompt: 'Sign in to see your profile, shipping address and saved card.',
  noSavedCard: 'No card saved yet.',
  notificationsLoadFailed: 'Your notifications could not be loaded.',
  notificationsEmpty: 'You have no notifications yet.',
  welcomeNotificationTitle: 'Welcome to {appName}!',
  welcomeNotificationText:
    'Your account is ready. Pick a showroom, save your projects and check out when you are ready.',
  invalidCardNumber: 'Invalid Card Number.',
  invalidExpiration: 'Invalid Expiration Date.',
  invalidCvc: 'Invalid CVC.',
} as const;
