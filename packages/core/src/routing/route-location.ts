import { currentPath } from '@showroom/core';

/** Where the shell is on a remote's route: the query and the pattern's parameters. */
export interface RouteLocation {
  readonly query: URLSearchParams;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Matches a pattern (`/product/:hash/:vsd_id?`) against a path; a trailing `?` makes a parameter
 * optional. Returns the decoded parameters, or null when the path does not fit.
 */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const [pathname = ''] = path.split(/[?#]/);
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const required = wanted.filter((part) => !part.endsWith('?')).length;
  if (actual.length < required || actual.length > wanted.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = actual[index];
    if (value === undefined) break;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1).replace(/\?$/, '')] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return params;
}

/**
 * The location of `route` as the browser shows it. The shell hands a remote's RouteScreen only the
 * pattern, so the parameters and the query are read from the address bar (the shell-relative path).
 */
export function readRouteLocation(route: string): RouteLocation {
  const path = currentPath();
  const search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  return { query: new URLSearchParams(search), params: matchRoute(route, path) ?? {} };
}
