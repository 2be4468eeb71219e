import type { RouteAccess } from '@showroom/contract/account';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';
import { defaultAccess, type RouteAccessTable } from '../plugins/route-access.ts';

/** What every route group of the API is registered with. */
export interface RouteOptions {
  ctx: AppContext;
  /** Every API route and who may call it (the admin's route listing reads it). */
  routeAccess: RouteAccessTable;
}

export type AppRoutes = FastifyPluginAsync<RouteOptions>;

/**
 * One audience folder's routes (store, account, pro, vendor, admin, auth): each route group registers
 * in a scope whose `/api` routes get `access` unless they declare their own, so a route added to the
 * folder is as closed as its audience by default.
 */
export function audienceRoutes(access: RouteAccess, groups: readonly AppRoutes[]): AppRoutes {
  return async (app, options) => {
    defaultAccess(app, access);
    for (const routes of groups) await app.register(routes, options);
  };
}
