import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';
import type { AuthGuards } from '../plugins/auth.ts';

/** What every route group of the API is registered with. */
export interface RouteOptions {
  ctx: AppContext;
  guards: AuthGuards;
}

export type AppRoutes = FastifyPluginAsync<RouteOptions>;
