import { useMemo } from 'react';
import { matchRoute, type Parser, useLocation, useRouter } from 'wouter';
import { ROUTES, type RouteMeta } from './route-table.ts';

/**
 * The first route of the table whose path matches `path` (shell-relative; case-insensitive, a
 * trailing slash allowed), or undefined when none does.
 */
export function findRouteMeta(parser: Parser, path: string): RouteMeta | undefined {
  return ROUTES.find((meta) => matchRoute(parser, meta.path, path)[0]);
}

/** The route of the current location, or undefined when none matches. */
export function useRouteMeta(): RouteMeta | undefined {
  const { parser } = useRouter();
  const [path] = useLocation();
  return useMemo(() => findRouteMeta(parser, path), [parser, path]);
}
