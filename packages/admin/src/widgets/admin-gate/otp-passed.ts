import { isOtpVerified } from '@showroom/core/console-sign-in';
import { useSyncExternalStore } from 'react';

/**
 * Whether this browser passed the OTP step (the `otp_verify` cookie, spec §4), as React state: a cookie
 * tells no one when it changes, so the console's OTP step announces each change here.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every screen that reads `useOtpPassed` to read the cookie again. */
export function announceOtpChange(): void {
  for (const listener of listeners) listener();
}

export function useOtpPassed(): boolean {
  return useSyncExternalStore(subscribe, isOtpVerified, () => false);
}
