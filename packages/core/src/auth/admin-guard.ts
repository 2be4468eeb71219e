import { ROUTE_PATHS } from '@showroom/contract';
import { pathOf } from './redirect-path.ts';

/**
 * Spec §4: an Admin needs the `otp_verify` cookie to reach /account; an Admin without it is
 * signed out on any route but Login (where the OTP step happens). Everyone else is allowed.
 * `otpVerified` is `isOtpVerified()` from the caller, so this stays a pure function.
 */
export function adminSessionGuard(
  user: { readonly type: string } | null,
  route: string,
  otpVerified: boolean,
): 'allow' | 'sign-out' {
  if (user?.type !== 'Admin' || otpVerified) return 'allow';
  return pathOf(route) === ROUTE_PATHS.login ? 'allow' : 'sign-out';
}
