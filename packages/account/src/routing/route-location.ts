import { currentPath } from '@showroom/core';

/** Where the shell is on a route of this remote: the query and the pattern's parameters. */
export interface RouteLocation {
  readonly query: URLSearchParams;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Matches a route pattern (`/verify/:hash`) against a shell path (`/verify/abc?x=1`) and returns
 * its decoded parameters, or null when the path does not fit the pattern.
 */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const [pathname = ''] = path.split(/[?#]/);
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return params;
}

/**
 * The location of `route` as the browser shows it. RouteScreen receives only the pattern, so the
 * parameters and the query are read from the address bar (through core's shell-relative path).
 */
export function readRouteLocation(route: string): RouteLocation {
  const path = currentPath();
  const search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  return { query: new URLSearchParams(search), params: matchRoute(route, path) ?? {} };
}
