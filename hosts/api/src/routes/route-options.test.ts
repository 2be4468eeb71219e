import { MESSAGES } from '@showroom/contract';
import { ACCOUNT_MESSAGES, type RouteAccess } from '@showroom/contract/account';
import { AI_DESIGN_MESSAGES } from '@showroom/contract/design-ai';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { AccessTokens } from '../modules/identity/access-tokens.ts';
import { authPlugin } from '../plugins/auth.ts';
import { errorsPlugin } from '../plugins/errors.ts';
import { access, routeAccessPlugin } from '../plugins/route-access.ts';
import { CALLERS, type Caller, headersOf } from '../testing/access-callers.ts';
import { EXPECTED_OUTCOMES, type Outcome } from '../testing/access-matrix.ts';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';
import { type AppRoutes, audienceRoutes } from './route-options.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

/** A route group as a feature would add it: one route with no `config.access`, one that declares its own. */
const group: AppRoutes = async (app) => {
  app.get('/api/folder-default', async () => ({ ok: true }));
  app.get('/api/declared-public', access('public'), async () => ({ ok: true }));
};

/**
 * The app's access machinery (declared levels, the one onRequest check, error bodies) on the seeded
 * test database, with `level`'s audience folder holding `group`: the real app has no pro or vendor
 * routes yet, so a folder's default is proven here.
 */
async function appWithFolder(level: RouteAccess): Promise<FastifyInstance> {
  const app = Fastify();
  errorsPlugin(app);
  const routeAccess = routeAccessPlugin(app);
  authPlugin(app, new AccessTokens(t.db, t.clock), { resolve: async () => null });
  // The test group reads no context; the folder only passes it on.
  await app.register(audienceRoutes(level, [group]), { ctx: {} as AppContext, routeAccess });
  await app.ready();
  return app;
}

async function answersOf(app: FastifyInstance, url: string, callers: readonly Caller[]) {
  const answers: Partial<Record<Caller, string>> = {};
  for (const caller of callers) {
    const response = await app.inject({ url, headers: await headersOf(t, caller) });
    answers[caller] = `${response.statusCode} ${response.json().message ?? 'ok'}`;
  }
  return answers;
}

const callers = ['anonymous', 'homeowner', 'vendor', 'contractor', 'designer', 'adminWithOtp'] as const;
const unauthenticated = `401 ${MESSAGES.unauthenticated}`;
const forbidden = `403 ${MESSAGES.forbidden}`;

/** The answer the access matrix's outcome stands for. */
const ANSWERS: Record<Outcome, string> = {
  allowed: '200 ok',
  unauthenticated,
  forbidden,
  deactivated: `403 ${ACCOUNT_MESSAGES.accountDeactivated}`,
  otpRequired: `403 ${ACCOUNT_MESSAGES.otpRequired}`,
  aiUnauthenticated: `401 ${AI_DESIGN_MESSAGES.signInRequired}`,
};

describe('an audience folder', () => {
  it('makes a route in the pro folder without config.access pro-only', async () => {
    const app = await appWithFolder('pro');
    expect(await answersOf(app, '/api/folder-default', callers)).toEqual({
      anonymous: unauthenticated,
      homeowner: forbidden,
      vendor: forbidden,
      contractor: '200 ok',
      designer: '200 ok',
      adminWithOtp: forbidden,
    });
    await app.close();
  });

  it('makes a route in the vendor folder without config.access vendor-only', async () => {
    const app = await appWithFolder('vendor');
    expect(await answersOf(app, '/api/folder-default', callers)).toEqual({
      anonymous: unauthenticated,
      homeowner: forbidden,
      vendor: '200 ok',
      contractor: forbidden,
      designer: forbidden,
      adminWithOtp: forbidden,
    });
    await app.close();
  });

  it.each(['pro', 'vendor'] as const)(
    "answers every caller of the matrix on a %s folder's route as EXPECTED_OUTCOMES says",
    async (level) => {
      const app = await appWithFolder(level);
      const expected = Object.fromEntries(
        CALLERS.map((caller) => [caller, ANSWERS[EXPECTED_OUTCOMES[level][caller]]]),
      );
      expect(await answersOf(app, '/api/folder-default', CALLERS)).toEqual(expected);
      await app.close();
    },
  );

  it("lets a route's own level win over its folder's", async () => {
    for (const level of ['pro', 'vendor'] as const) {
      const app = await appWithFolder(level);
      const everyoneOk = Object.fromEntries(callers.map((caller) => [caller, '200 ok']));
      expect(await answersOf(app, '/api/declared-public', callers)).toEqual(everyoneOk);
      await app.close();
    }
  });

  it('tells a pro whose status does not proceed why (status before type), and lets an approved pro in', async () => {
    const app = await appWithFolder('pro');
    const answerTo = async (email: string) => {
      const response = await app.inject({
        url: '/api/folder-default',
        headers: bearer(await t.tokenFor(email)),
      });
      return `${response.statusCode} ${response.json().message ?? 'ok'}`;
    };
    const proOf = (vsd_id: string) => `${vsd_id.toLowerCase()}@pros.showroom.test`;
    expect(await answerTo(proOf('WAITING1'))).toBe(`403 ${ACCOUNT_MESSAGES.accountPending}`);
    expect(await answerTo(proOf('CLOSED01'))).toBe(`403 ${ACCOUNT_MESSAGES.accountDeactivated}`);
    expect(await answerTo(proOf('CASA2025'))).toBe('200 ok');
    // A deactivated homeowner hears "deactivated", not "forbidden", on a pro route too.
    expect(await answerTo(DEMO_ACCOUNTS.logins.deactivated.email)).toBe(
      `403 ${ACCOUNT_MESSAGES.accountDeactivated}`,
    );
    await app.close();
  });
});
