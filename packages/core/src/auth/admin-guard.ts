import { ROUTE_PATHS } from '@showroom/contract';
import { pathOf } from './redirect-path.ts';

/** The admin console's routes (`/admin`, `/admin/<section>`): each shows the console's sign-in and OTP step in place. */
const ADMIN_CONSOLE = /^\/admin(\/|$)/;

/**
 * Spec §4: an Admin needs the `otp_verify` cookie to reach /account; an Admin without it is
 * signed out on any route but Login (where the OTP step happens). The admin console's pages count as
 * its Login (decision 0095): each one shows the OTP step until it is passed. Everyone else is allowed.
 * `otpVerified` is `isOtpVerified()` from the caller, so this stays a pure function.
 */
export function adminSessionGuard(
  user: { readonly type: string } | null,
  route: string,
  otpVerified: boolean,
): 'allow' | 'sign-out' {
  if (user?.type !== 'Admin' || otpVerified) return 'allow';
  const path = pathOf(route);
  return path === ROUTE_PATHS.login || ADMIN_CONSOLE.test(path) ? 'allow' : 'sign-out';
}
