import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';
import type { RouteAccessTable } from '../plugins/route-access.ts';

/** What every route group of the API is registered with. */
export interface RouteOptions {
  ctx: AppContext;
  /** Every API route and who may call it (the admin's route listing reads it). */
  routeAccess: RouteAccessTable;
}

export type AppRoutes = FastifyPluginAsync<RouteOptions>;
