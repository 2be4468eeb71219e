import { useMemo } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { ROUTES, type RouteMeta } from './route-table.ts';

/**
 * The first route of the table whose path matches the current location (case-insensitive, a
 * trailing slash allowed), or undefined when none does.
 */
export function useRouteMeta(): RouteMeta | undefined {
  const { parser } = useRouter();
  const [path] = useLocation();
  return useMemo(() => ROUTES.find((meta) => matchRoute(parser, meta.path, path)[0]), [parser, path]);
}
