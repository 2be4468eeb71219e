/**
 * The post-login redirect of the route guard (spec §2): every navigation stores the previous
 * path; going from Cart to Login stores /checkout instead. Auth pages are never stored, so
 * signing in never "returns" to the sign-in form.
 */
const AUTH_PATHS = new Set(['/login', '/register', '/reset_password', '/password_reset']);

export function postLoginRedirect(previousPath: string, nextPath: string): string | null {
  if (previousPath === '/cart' && nextPath === '/login') return '/checkout';
  if (AUTH_PATHS.has(previousPath) || previousPath === nextPath) return null;
  return previousPath;
}

/** Where an unauthenticated visitor goes for a route that needs login. */
export function loginRedirectFor(pathWithQuery: string): string {
  return `/login?redirect=${encodeURIComponent(pathWithQuery)}`;
}
