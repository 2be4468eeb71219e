import { ROUTE_PATHS } from '@showroom/contract';

/**
 * The post-login redirect of the route guard (spec §2): every navigation stores the previous
 * path; going from Cart to Login stores /checkout instead. Auth pages and the 404 page are never
 * stored, so signing in never "returns" to the sign-in form or to an error; nor is a path that
 * led to the 404 page (an unknown address).
 */
const NEVER_RETURN_TO = new Set<string>([
  ROUTE_PATHS.login,
  ROUTE_PATHS.register,
  ROUTE_PATHS.resetPassword,
  ROUTE_PATHS.passwordReset,
  ROUTE_PATHS.notFound,
]);

export function postLoginRedirect(previousPath: string, nextPath: string): string | null {
  if (previousPath === ROUTE_PATHS.cart && nextPath === ROUTE_PATHS.login) return ROUTE_PATHS.checkout;
  if (NEVER_RETURN_TO.has(previousPath.toLowerCase()) || nextPath === ROUTE_PATHS.notFound) return null;
  if (previousPath === nextPath) return null;
  return previousPath;
}
