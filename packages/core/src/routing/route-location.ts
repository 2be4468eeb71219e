import { matchRoute, routeSearch } from '@showroom/contract';
import { currentPath } from '@showroom/core';

/** Where the shell is on a remote's route: the query and the pattern's parameters. */
export interface RouteLocation {
  readonly query: URLSearchParams;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * The location of `route` as the browser shows it. The shell hands a remote's RouteScreen only the
 * pattern, so the parameters and the query are read from the address bar (the shell-relative path).
 */
export function readRouteLocation(route: string): RouteLocation {
  const path = currentPath();
  const search = routeSearch(path);
  return { query: new URLSearchParams(search), params: matchRoute(route, path) ?? {} };
}
