import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { type AppConfig, type ContextOverrides, createContext } from './context.ts';
import type { Database } from './db/client.ts';
import { startChatNotifier } from './jobs/chat-notifier.ts';
import { startExpiredRowsSweeper } from './jobs/expired-rows.ts';
import { startHireSettler } from './jobs/hire-settler.ts';
import { startPaymentSettler } from './jobs/payment-settler.ts';
import { startPayoutRunner } from './jobs/payout-runner.ts';
import { startPlanRenewer } from './jobs/plan-renewer.ts';
import { REDACTED_LOG_PATHS } from './lib/log-redaction.ts';
import { serializeLoggedError } from './lib/logged-error.ts';
import { authPlugin } from './plugins/auth.ts';
import { corsPlugin } from './plugins/cors.ts';
import { errorsPlugin, sendFrameworkError } from './plugins/errors.ts';
import { faviconPlugin } from './plugins/favicon.ts';
import { httpCachePlugin } from './plugins/http-cache.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { ownChangesPlugin } from './plugins/own-changes.ts';
import { payFramePlugin } from './plugins/pay-frame.ts';
import { routeAccessPlugin } from './plugins/route-access.ts';
import { safeTextPlugin } from './plugins/safe-text.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticPlugin } from './plugins/static.ts';
import { type ChangeFeed, ChangeNotices } from './providers/change-notices/change-notices.ts';
import { accountRoutes } from './routes/account/index.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { authRoutes } from './routes/auth/index.ts';
import { designAiRoutes } from './routes/design-ai/index.ts';
import { proRoutes } from './routes/pro/index.ts';
import { projectRoutes } from './routes/project/index.ts';
import { firstPaintRoutes } from './routes/store/first-paint.ts';
import { storeRoutes } from './routes/store/index.ts';
import { vendorRoutes } from './routes/vendor/index.ts';

export type { AppConfig } from './context.ts';

export interface BuildAppOptions extends ContextOverrides {
  db: Database;
  /**
   * The database's change notices (its handle): with them the app caches sessions and signed-in
   * carts, dropped whenever any process changes them. Without them nothing such is cached.
   */
  changes?: ChangeFeed;
  config: AppConfig;
  /** Where log lines go (default stdout); tests capture them to prove secrets stay out. */
  logStream?: { write(line: string): void };
  /** Delete expired rows now and every few hours while the app runs (the server does; tests sweep by hand). */
  sweepExpiredRows?: boolean;
  /**
   * Void orphan authorizations and retry failed captures, and renew the pros' due plans, now and every
   * few minutes, pay pros' available balances out every hour, and tell away chat participants of unread
   * messages every minute (the server does).
   */
  settlePayments?: boolean;
  /** Told of every route as it is registered (the fuzz suite's inventory, so no route escapes it). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the HTTP app without listening: main.ts listens, tests call app.inject(). The cross-cutting
 * plugins are applied to the root instance in order (errors first, so its route table sees every route).
 */
export async function buildApp({
  db,
  config,
  logStream,
  sweepExpiredRows = false,
  settlePayments = false,
  onRoute,
  changes,
  ...overrides
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      serializers: { err: serializeLoggedError },
      ...(logStream ? { stream: logStream } : {}),
    },
    // Two log lines per request (every asset of the shell included) drown everything else at info level;
    // they are there when asked for with LOG_LEVEL=debug.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    // The spec's client calls some paths with a trailing slash (e.g. POST /api/top_products/).
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy ?? false,
    frameworkErrors: sendFrameworkError,
  });

  const notices = new ChangeNotices(changes !== undefined);
  if (changes) {
    const stopListening = await notices.listenTo(changes);
    app.addHook('onClose', stopListening);
  }
  const ctx = createContext(db, config, overrides, notices);
  ctx.mailer.useLogger(app.log);
  ctx.importRunner.useLogger(app.log);
  // An import run kicked by a request finishes its batch before the database closes.
  app.addHook('onClose', () => ctx.importRunner.stop());
  ctx.live.useLogger(app.log);
  // A deactivation or a sign-out deletes tokens, whose notice every process hears: each ends the
  // streams of sessions that are gone, so a deactivated account signs out everywhere at once.
  ctx.live.checkSessionsWith((userId, tokenIds) => ctx.auth.tokens.stillSignedIn(userId, tokenIds));
  notices.onUserChanged((userId) => void ctx.live.endEndedSessions(userId));
  // Open streams would keep the server from closing (preClose runs before it waits for requests);
  // with a feed they hear every process's commits.
  app.addHook('preClose', () => ctx.live.closeAll());
  if (changes) {
    const stopLive = await ctx.live.listenTo(changes);
    app.addHook('onClose', () => stopLive());
  }
  // Let mail already accepted for sending go out before the process exits.
  app.addHook('onClose', () => ctx.mailer.settled());
  if (sweepExpiredRows) {
    let stopSweeper = () => {};
    app.addHook('onReady', async () => {
      stopSweeper = startExpiredRowsSweeper(ctx, app.log);
    });
    app.addHook('onClose', async () => stopSweeper());
  }
  if (settlePayments) {
    let stopSettler = () => {};
    let stopRenewer = () => {};
    let stopPayouts = () => {};
    let stopChatNotifier = () => {};
    let stopHireSettler = () => {};
    app.addHook('onReady', async () => {
      stopSettler = startPaymentSettler(ctx, app.log);
      stopRenewer = startPlanRenewer(ctx, app.log);
      stopPayouts = startPayoutRunner(ctx, app.log);
      stopChatNotifier = startChatNotifier(ctx, app.log);
      stopHireSettler = startHireSettler(ctx, app.log);
      ctx.importRunner.poll();
    });
    app.addHook('onClose', async () => {
      stopSettler();
      stopRenewer();
      stopPayouts();
      stopChatNotifier();
      stopHireSettler();
    });
  }

  errorsPlugin(app);
  // Before any other plugin, so no /api route anywhere can register without declaring its access.
  const routeAccess = routeAccessPlugin(app);
  // After the route-access hook, so an observer sees the access each route resolved (its folder's default).
  if (onRoute) app.addHook('onRoute', onRoute);
  jsonBodyPlugin(app);
  safeTextPlugin(app);
  securityHeadersPlugin(app);
  await corsPlugin(app, ctx.showrooms.origins);
  faviconPlugin(app);
  await staticPlugin(app, config.showroomDist, ctx.pages);
  payFramePlugin(app, {
    showroomDist: config.showroomDist,
    origins: ctx.showrooms.origins,
    stripe: ctx.stripeBrowser,
  });
  authPlugin(app, ctx.auth.tokens, ctx.aiDesign);
  ownChangesPlugin(app, notices);
  httpCachePlugin(app);

  for (const routes of [
    storeRoutes,
    authRoutes,
    accountRoutes,
    projectRoutes,
    proRoutes,
    vendorRoutes,
    adminRoutes,
    designAiRoutes,
    firstPaintRoutes(config.showroomDist),
  ]) {
    await app.register(routes, { ctx, routeAccess });
  }
  return app;
}
