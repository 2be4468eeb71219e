import { ROUTE_ACCESS_LEVELS, type RouteAccess, type RouteAccessEntry } from '@showroom/contract/account';
import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route (issue #10); every `/api` route must say, or the app does not start.
     * Enforced for every request by the auth plugin's one onRequest hook.
     */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** The access of an `/api` route registered in this scope that declares none (its audience folder's). */
    defaultRouteAccess?: RouteAccess;
  }
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/** Every API route and its declared access, filled in as routes register. */
export class RouteAccessTable {
  private readonly routes: RouteAccessEntry[] = [];

  add(entry: RouteAccessEntry): void {
    this.routes.push(entry);
  }

  /** Sorted by path, then method. */
  entries(): RouteAccessEntry[] {
    return [...this.routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  }
}

function declaredAccess(route: RouteOptions, defaultAccess: RouteAccess | undefined): RouteAccess {
  const access = route.config?.access ?? defaultAccess;
  if (!access || !(ROUTE_ACCESS_LEVELS as readonly string[]).includes(access)) {
    const methods = [route.method].flat().join(',');
    throw new Error(
      `${methods} ${route.url} declares no access: give it config.access (one of ${ROUTE_ACCESS_LEVELS.join(', ')})`,
    );
  }
  return access;
}

/**
 * Refuses to register an `/api` route without `config.access`, so no route can be added without
 * saying who may call it, and records each one (HEAD follows its GET and is not listed).
 * Call on the root instance before any route is registered.
 */
export function routeAccessPlugin(app: FastifyInstance): RouteAccessTable {
  const table = new RouteAccessTable();
  app.addHook('onRoute', function onRoute(route) {
    if (!isApiPath(route.url)) return;
    // `this` is the instance the route registers on, which inherits its audience's default.
    const access = declaredAccess(route, this.defaultRouteAccess);
    route.config = { ...route.config, access };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.add({ method, path: route.url, access });
    }
  });
  return table;
}

/**
 * Gives every `/api` route registered in `app`'s scope (its plugins included) the access `level`
 * unless the route declares its own: an audience folder's default (routes/<audience>/index.ts).
 */
export function defaultAccess(app: FastifyInstance, level: RouteAccess): void {
  app.decorate('defaultRouteAccess', level);
}

/**
 * The route option that declares who may call a route: `app.get(path, access('homeowner'), handler)`.
 * A fresh object per route, as plugins may add to a route's config.
 */
export function access(level: RouteAccess): { config: { access: RouteAccess } } {
  return { config: { access: level } };
}
