import { NOT_FOUND_PATH } from './route-table.ts';

/**
 * The post-login redirect of the route guard (spec §2): every navigation stores the previous
 * path; going from Cart to Login stores /checkout instead. Auth pages and the 404 page are never
 * stored, so signing in never "returns" to the sign-in form or to an error; nor is a path that
 * led to the 404 page (an unknown address).
 */
const NEVER_RETURN_TO = new Set([
  '/login',
  '/register',
  '/reset_password',
  '/password_reset',
  NOT_FOUND_PATH,
]);

export function postLoginRedirect(previousPath: string, nextPath: string): string | null {
  if (previousPath === '/cart' && nextPath === '/login') return '/checkout';
  if (NEVER_RETURN_TO.has(previousPath.toLowerCase()) || nextPath === NOT_FOUND_PATH) return null;
  if (previousPath === nextPath) return null;
  return previousPath;
}

/** Where an unauthenticated visitor goes for a route that needs login. */
export function loginRedirectFor(pathWithQuery: string): string {
  return `/login?redirect=${encodeURIComponent(pathWithQuery)}`;
}
