import type { RouteAccess } from '@showroom/contract/account';
import { DEMO_ACCOUNTS, DEMO_APPLICANTS } from '../../db/seed/demo-accounts.ts';
import { insertTestOrder } from '../order-fixtures.ts';
import { createTestApp } from '../test-app.ts';
import { fuzzCatalogue } from './fuzz-catalogue.ts';
import { insertFuzzProject } from './fuzz-project.ts';
import { type FuzzReport, runFuzz } from './fuzz-run.ts';
import { fuzzSessionTokens } from './fuzz-session-tokens.ts';

export interface FuzzApiOptions {
  runsPerRoute: number;
  seed: number;
  /** PostgreSQL server for the throw-away database; default DATABASE_URL, null for PGlite. */
  databaseUrl?: string | null;
  /** Fuzz only the routes whose `METHOD /path` contains this (a quick run of one feature's routes). */
  only?: string;
  /**
   * Fuzz only every `count`-th catalogued route from the `index`-th (0-based), so several test files share
   * the routes and run on both workers; a route keeps its seed whatever the shard, so its requests are the
   * same. Default: every route.
   */
  shard?: { index: number; count: number };
}

export interface FuzzApiResult extends FuzzReport {
  /** `METHOD url` of every /api route the app registered. */
  routes: string[];
  /** `METHOD url` of the routes this run fuzzed (all catalogued ones, or those of `only` and `shard`). */
  fuzzed: string[];
  /** Each route's declared access (`config.access`), by `METHOD url`. */
  access: Record<string, RouteAccess>;
  /** Registered routes the catalogue has no entry for (each must get one). */
  uncatalogued: string[];
  /** Catalogue entries no registered route matches (stale). */
  unregistered: string[];
}

/**
 * Builds the app on a freshly seeded database, lists its /api routes as they are registered, and
 * fuzzes every one the catalogue describes. The fuzz suite (routes/fuzz.test.ts) and `npm run bench`
 * both run this.
 */
export async function fuzzTheApi(options: FuzzApiOptions): Promise<FuzzApiResult> {
  const routes: string[] = [];
  const access: Record<string, RouteAccess> = {};
  const t = await createTestApp({
    products: 0,
    ...(options.databaseUrl === undefined ? {} : { databaseUrl: options.databaseUrl }),
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // HEAD routes are Fastify's copies of GET ones.
        if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
        const key = `${method} ${route.url}`;
        routes.push(key);
        // The app's onRoute hook runs after the route-access plugin's, which refuses an /api route without
        // a declaration and writes its folder's default into config.access: always set here.
        const declared = route.config?.access;
        if (!declared) throw new Error(`${key} reached the fuzz inventory without its access`);
        access[key] = declared;
      }
    },
  });
  try {
    const { homeowner, contractor, designer, vendor } = DEMO_ACCOUNTS.logins;
    const [showroom] = DEMO_ACCOUNTS.showrooms;
    // An order of the fuzzing homeowner, so the order routes are fuzzed past "not found".
    const order = await insertTestOrder(t.db, {
      userId: await t.userIdOf(homeowner.email),
      showroomId: await t.userIdOf(contractor.email),
      items: [{ vendorId: await t.userIdOf(vendor.email) }],
    });
    const project = await insertFuzzProject(t, {
      homeownerId: await t.userIdOf(homeowner.email),
      showroomId: await t.userIdOf(contractor.email),
    });
    const sandbox = await t.app.inject({ method: 'GET', url: '/api/sociallogin/google/sandbox' });
    const catalogue = fuzzCatalogue({
      homeownerEmail: homeowner.email,
      homeownerId: await t.userIdOf(homeowner.email),
      showroomId: await t.userIdOf(contractor.email),
      showroomVsdId: showroom?.vsd_id ?? '',
      socialAccessToken: sandbox.json<{ data: { access_token: string } }>().data.access_token,
      orderId: order.orderId,
      orderItemId: order.itemIds[0]!,
      pendingProId: await t.userIdOf(DEMO_APPLICANTS[0]!.email),
      ...project,
      designerId: await t.userIdOf(designer.email),
    });
    const { only, shard } = options;
    const known = routes.filter((key) => key in catalogue && (!only || key.includes(only)));
    const fuzzed = known
      .map((key, index) => ({
        key,
        entry: catalogue[key]!,
        access: access[key] ?? 'public',
        seed: options.seed + index,
      }))
      .filter((_, index) => !shard || index % shard.count === shard.index);
    const report = await runFuzz(t.app, {
      routes: fuzzed,
      signedInTokens: (level, count) => fuzzSessionTokens(t, level, count),
      runsPerRoute: options.runsPerRoute,
    });
    return {
      ...report,
      routes,
      fuzzed: fuzzed.map((route) => route.key),
      access,
      uncatalogued: routes.filter((key) => !(key in catalogue)),
      unregistered: Object.keys(catalogue).filter((key) => !routes.includes(key)),
    };
  } finally {
    await t.close();
  }
}
