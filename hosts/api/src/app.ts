import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { corsPlugin } from './plugins/cors.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticPlugin } from './plugins/static.ts';
import { settingsRoutes } from './routes/settings.ts';
import { showroomRoutes } from './routes/showrooms.ts';
import { createOriginAllowList } from './services/site-origins.ts';

export interface BuildAppOptions {
  db: Database;
  config: Pick<Config, 'logLevel' | 'platformOrigin' | 'showroomDist'>;
}

/**
 * Builds the HTTP app without listening: main.ts listens, tests call app.inject(). The cross-cutting
 * plugins are applied to the root instance in order (errors first, so its route table sees every route).
 */
export async function buildApp({ db, config }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Two log lines per request (every asset of the shell included) drown everything else at info level;
    // they are there when asked for with LOG_LEVEL=debug.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    // The spec's client calls some paths with a trailing slash (e.g. POST /api/top_products/).
    routerOptions: { ignoreTrailingSlash: true },
  });

  errorsPlugin(app);
  await securityHeadersPlugin(app);
  await corsPlugin(app, createOriginAllowList(db, config.platformOrigin));
  await rateLimitPlugin(app);
  await staticPlugin(app, config.showroomDist);

  await app.register(showroomRoutes, { db });
  await app.register(settingsRoutes, { db, platformOrigin: config.platformOrigin });
  return app;
}
