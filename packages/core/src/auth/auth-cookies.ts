import { COOKIE_DAYS, COOKIE_NAMES } from '@showroom/contract';
// Cookies hold no state of their own (the browser does), so sign-in's entry can carry this module.
import { cookies } from '../storage/cookies.ts';

const REMEMBERED = '1';

/**
 * Remember me (spec §3, 340 days): keeps the email and the flag so the sign-in form is prefilled.
 * Never the password: a cookie is readable by any script on the page and sent with every request,
 * and the browser's password manager already does this job safely. A `remember_password` cookie
 * left by an older client is deleted whenever the choice is written.
 */
export function rememberSignIn(email: string | null): void {
  cookies.remove(COOKIE_NAMES.rememberPassword);
  if (email) {
    cookies.set(COOKIE_NAMES.rememberEmail, email, { days: COOKIE_DAYS.rememberMe });
    cookies.set(COOKIE_NAMES.rememberMe, REMEMBERED, { days: COOKIE_DAYS.rememberMe });
  } else {
    cookies.remove(COOKIE_NAMES.rememberEmail);
    cookies.remove(COOKIE_NAMES.rememberMe);
  }
}

/** The remembered sign-in to prefill the form with, or null when Remember me was not chosen. */
export function rememberedSignIn(): { readonly email: string; readonly remember: true } | null {
  const email = cookies.get(COOKIE_NAMES.rememberEmail);
  return email && cookies.get(COOKIE_NAMES.rememberMe) === REMEMBERED ? { email, remember: true } : null;
}

/** The signed-in user's type, kept one day (spec §3). */
export function setUserTypeCookie(type: string | null): void {
  if (type) cookies.set(COOKIE_NAMES.userType, type, { days: COOKIE_DAYS.userType });
  else cookies.remove(COOKIE_NAMES.userType);
}

/** Set once an Admin has passed the OTP check (spec §4), for 340 days. */
export function markOtpVerified(): void {
  cookies.set(COOKIE_NAMES.otpVerify, REMEMBERED, { days: COOKIE_DAYS.otpVerify });
}

export function isOtpVerified(): boolean {
  return cookies.get(COOKIE_NAMES.otpVerify) === REMEMBERED;
}

export function clearOtpVerified(): void {
  cookies.remove(COOKIE_NAMES.otpVerify);
}
