/**
 * `@showroom/core/console-sign-in`: a console's sign-in alone (the pros' and vendors' form, the admins'
 * password and code steps, signing out), as an entry (and federation share key) of its own, so a console's
 * first screen loads it without the rest of `@showroom/core/account` (notifications with their live events,
 * registration, social sign-in, drafts); decisions 0102, 0121. `@showroom/core/account` re-exports it.
 */
export { requestAdminOtp, verifyAdminOtp } from './auth/admin-otp.ts';
export { clearOtpVerified, isOtpVerified } from './auth/auth-cookies.ts';
export { type ConsoleSignInOptions, signInToConsole } from './auth/console-sign-in.ts';
export { signOut } from './auth/sign-out.ts';
