/**
 * The scaled path (issue #10): two API processes (the real src/main.ts, each listening on its own port)
 * on one PostgreSQL database behind a round-robin proxy. What a caller made through one process, the
 * other honours (its caches hear of the change through LISTEN/NOTIFY), and the sign-in limit counts the
 * attempts made on both. Needs DATABASE_URL (the PostgreSQL tier
 * of `npm test`; vitest.config.ts leaves *.postgres.test.ts out without it).
 */
import { randomUUID } from 'node:crypto';
import { brandingAllowed, MESSAGES, shopProfileResponseSchema } from '@showroom/contract';
import {
  authSessionResponseSchema,
  authUserResponseSchema,
  sessionHandoffResponseSchema,
} from '@showroom/contract/account';
import { projectCartResponseSchema } from '@showroom/contract/cart';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATA_DIR } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { seed } from './db/seed/index.ts';
import { product_sizes } from './modules/catalog/catalog-schema.ts';
import { shop_profiles } from './modules/showrooms/showrooms-schema.ts';
import { RATE_LIMITS } from './providers/rate-limits/rate-limits.ts';
import { type ApiProcess, startApiProcess } from './testing/api-process.ts';
import { type RoundRobinProxy, SERVED_BY, startRoundRobinProxy } from './testing/round-robin-proxy.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './testing/throwaway-database.ts';

const { homeowner } = DEMO_ACCOUNTS.logins;
const PASSWORD = DEMO_ACCOUNTS.password;

let database: ThrowawayDatabase;
let processes: ApiProcess[] = [];
let proxy: RoundRobinProxy;
/** HOMEPRO1's pro and a size of a product it carries, for the cart. */
let cartItem: { showroom: number; product_id: number; size_id: number };

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('two API processes need a PostgreSQL server: set DATABASE_URL');
  database = await createThrowawayDatabase(serverUrl);
  // Migrated and seeded once up front, so the two processes do not both seed an empty database at start.
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: IN_MEMORY_DATA_DIR });
  try {
    await handle.migrate();
    await seed(handle.db, { products: 40, siteOrigins: ['http://localhost:8081'] });
    const [pro] = await handle.db
      .select({ userId: shop_profiles.user_id })
      .from(shop_profiles)
      .where(eq(shop_profiles.vsd_id, 'HOMEPRO1'));
    const [size] = await handle.db.select().from(product_sizes).orderBy(asc(product_sizes.id)).limit(1);
    if (!pro || !size) throw new Error('the seed has no HOMEPRO1 or no product size');
    cartItem = { showroom: pro.userId, product_id: size.product_id, size_id: size.id };
  } finally {
    await handle.close();
  }
  const env = {
    DATABASE_URL: database.url,
    // Processes behind one load balancer share the HMAC key and read the client address it forwards.
    APP_KEY: 'two-processes-test-key-0123456789abcdef',
    TRUST_PROXY: 'true',
    PLATFORM_ORIGIN: 'http://platform.test',
  };
  processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  proxy = await startRoundRobinProxy(processes.map((process) => process.url));
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(processes.map((process) => process.stop()));
  await database?.drop();
});

interface Answer {
  status: number;
  /** Which of the two processes answered (0 or 1). */
  servedBy: string | null;
  body: unknown;
}

/** One call through the proxy, so consecutive calls land on alternate processes. */
async function call(method: 'GET' | 'POST', path: string, body?: object, token?: string): Promise<Answer> {
  const response = await fetch(`${proxy.url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, servedBy: response.headers.get(SERVED_BY), body: await response.json() };
}

const signIn = async () => {
  const answer = await call('POST', '/api/login', { email: homeowner.email, password: PASSWORD });
  expect(answer.status).toBe(200);
  return { ...answer, token: authSessionResponseSchema.parse(answer.body).data.token };
};

describe('two API processes on one PostgreSQL behind a round-robin proxy', () => {
  it('run as separate processes on separate ports, and the proxy alternates between them', async () => {
    expect(new Set(processes.map((process) => process.url)).size).toBe(2);
    const served = [];
    for (let i = 0; i < 4; i += 1) served.push((await call('GET', '/api/setting')).servedBy);
    const [first] = served;
    const other = first === '0' ? '1' : '0';
    expect(served).toEqual([first, other, first, other]);
  });

  it('a session made on one process is signed in on the other', async () => {
    const login = await signIn();
    const me = await call('GET', '/api/authuser', undefined, login.token);
    expect(me.servedBy).not.toBe(login.servedBy);
    expect(me.status).toBe(200);
    expect(authUserResponseSchema.parse(me.body).data.email).toBe(homeowner.email);
  });

  it("a visitor's cart filled on one process is read on the other", async () => {
    const temp_project_id = randomUUID();
    const added = await call('POST', '/api/projectCart/sync_to_cart', {
      ...cartItem,
      action: 'cart',
      temp_project_id,
      colour: null,
      qty: 3,
    });
    expect(added.status).toBe(200);
    const query = new URLSearchParams({ showroom: String(cartItem.showroom), temp_project_id });
    const read = await call('GET', `/api/projectCart?${query}`);
    expect(read.servedBy).not.toBe(added.servedBy);
    expect(read.status).toBe(200);
    const cart = projectCartResponseSchema.parse(read.body).data;
    expect(cart?.Project_tans.map((line) => [line.size_id, line.qty])).toEqual([[cartItem.size_id, 3]]);
  });

  it('a hand-off code issued by one process is redeemed on the other, once', async () => {
    const { token } = await signIn();
    const issued = await call('POST', '/api/session/handoff', {}, token);
    expect(issued.status).toBe(200);
    const { code } = sessionHandoffResponseSchema.parse(issued.body).data;
    const redeemed = await call('POST', '/api/session/handoff/redeem', { code });
    expect(redeemed.servedBy).not.toBe(issued.servedBy);
    expect(redeemed.status).toBe(200);
    const session = authSessionResponseSchema.parse(redeemed.body).data;
    expect(session.user.email).toBe(homeowner.email);
    expect(session.token).not.toBe(token);
    // Redeemed on one process, it is refused on the other.
    const again = await call('POST', '/api/session/handoff/redeem', { code });
    expect(again.servedBy).not.toBe(redeemed.servedBy);
    expect(again.status).toBe(422);
  });

  /**
   * Calls (alternating processes) until `done` holds for an answer of each process; notices travel
   * asynchronously on PostgreSQL, so "at once" is within a second.
   */
  async function untilBothProcesses(request: () => Promise<Answer>, done: (answer: Answer) => boolean) {
    const agreed = new Set<string | null>();
    for (const deadline = Date.now() + 1_000; agreed.size < 2 && Date.now() < deadline; ) {
      const answer = await request();
      if (done(answer)) agreed.add(answer.servedBy);
      else agreed.delete(answer.servedBy);
    }
    return agreed;
  }

  it('a signed-in cart cached by both processes shows a line added through either, within a second', async () => {
    const { token } = await signIn();
    const read = () => call('GET', `/api/projectCart?showroom=${cartItem.showroom}`, undefined, token);
    const qtyOf = (answer: Answer) =>
      projectCartResponseSchema
        .parse(answer.body)
        .data?.Project_tans.find((line) => line.size_id === cartItem.size_id)?.qty ?? 0;
    // Both processes read (and cache) the cart before the change.
    const before = [await read(), await read()];
    expect(new Set(before.map((answer) => answer.servedBy))).toEqual(new Set(['0', '1']));
    const qtyBefore = qtyOf(before[0]!);
    const added = await call(
      'POST',
      '/api/projectCart/sync_to_cart',
      { ...cartItem, action: 'cart', colour: null, qty: 2 },
      token,
    );
    expect(added.status).toBe(200);
    const agreed = await untilBothProcesses(read, (answer) => qtyOf(answer) === qtyBefore + 2);
    expect(agreed).toEqual(new Set(['0', '1']));
  });

  it('a session signed out through one process is refused by the other, which had it cached', async () => {
    const { token } = await signIn();
    const me = () => call('GET', '/api/authuser', undefined, token);
    expect([(await me()).status, (await me()).status]).toEqual([200, 200]);
    expect((await call('POST', '/api/logout', {}, token)).status).toBe(200);
    const agreed = await untilBothProcesses(me, (answer) => answer.status === 401);
    expect(agreed).toEqual(new Set(['0', '1']));
  });

  it("a pro's new site is allowed by CORS and listed in the shop profile on both processes within a second", async () => {
    const { contractor } = DEMO_ACCOUNTS.logins;
    const login = await call('POST', '/api/login', { email: contractor.email, password: PASSWORD });
    const { token } = authSessionResponseSchema.parse(login.body).data;
    const site = 'https://www.two-processes.example';
    const preflight = async (): Promise<Answer> => {
      const response = await fetch(`${proxy.url}/api/setting`, {
        method: 'OPTIONS',
        headers: { origin: site, 'access-control-request-method': 'GET' },
      });
      await response.arrayBuffer();
      const allowed = response.headers.get('access-control-allow-origin') === site;
      return { status: response.status, servedBy: response.headers.get(SERVED_BY), body: allowed };
    };
    const profile = () =>
      call('GET', `/api/visualization/shop_profile?showroom=${cartItem.showroom}&vsd_id=HOMEPRO1`);
    const listsSite = (answer: Answer) => JSON.stringify(answer.body).includes(site);
    // Both processes load (and cache) the allow-list and the profile without the site.
    const before = [await preflight(), await preflight(), await profile(), await profile()];
    expect(before.map((answer) => answer.body === true || listsSite(answer))).toEqual([
      false,
      false,
      false,
      false,
    ]);

    const added = await call('POST', '/api/pro/site_origins', { origin: `${site}/shop/` }, token);
    expect(added.status).toBe(200);
    expect(await untilBothProcesses(preflight, (answer) => answer.body === true)).toEqual(
      new Set(['0', '1']),
    );
    expect(await untilBothProcesses(profile, listsSite)).toEqual(new Set(['0', '1']));
  });

  it('a plan bought through one process shows in the shop profile of both at once (theming, §4)', async () => {
    const owner = DEMO_ACCOUNTS.showrooms.find((showroom) => showroom.vsd_id === 'BUILDR42')!.owner_email;
    const login = await call('POST', '/api/login', { email: owner, password: PASSWORD });
    const { token, user } = authSessionResponseSchema.parse(login.body).data;
    const profile = () => call('GET', `/api/visualization/shop_profile?showroom=${user.id}`);
    const premium = (answer: Answer) => {
      const data = shopProfileResponseSchema.parse(answer.body).data.data;
      return !Array.isArray(data) && brandingAllowed(data.profile).allowed;
    };
    // Both processes load (and cache) the profile without a plan.
    expect([premium(await profile()), premium(await profile())]).toEqual([false, false]);

    // The card frame's tokenize call (the sandbox processor, from the platform's own origin).
    const card = new URLSearchParams({
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2030',
      'card[cvc]': '123',
    });
    const tokenized = await fetch(`${proxy.url}/sandbox-gateway/v1/tokens`, {
      method: 'POST',
      headers: { origin: 'http://platform.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: card.toString(),
    });
    const { id: cardToken } = (await tokenized.json()) as { id: string };
    const bought = await fetch(`${proxy.url}/api/pro/plans`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ plan: 'premium', payment: { card_token: cardToken } }),
    });
    expect(bought.status).toBe(201);
    expect(await untilBothProcesses(profile, premium)).toEqual(new Set(['0', '1']));
  });

  it('the sign-in limit counts wrong passwords made on both processes together', async () => {
    const { max } = RATE_LIMITS.signInPerEmailAndAddress;
    const wrong = { email: homeowner.email, password: 'not-the-password' };
    const failures: Answer[] = [];
    for (let i = 0; i < max; i += 1) failures.push(await call('POST', '/api/login', wrong));
    expect(failures.map((answer) => answer.status)).toEqual(Array(max).fill(422));
    expect(new Set(failures.map((answer) => answer.servedBy))).toEqual(new Set(['0', '1']));

    // Each process saw only part of the failures; the limit holds on both, for the right password too.
    const right = { email: homeowner.email, password: PASSWORD };
    const refused = [await call('POST', '/api/login', wrong), await call('POST', '/api/login', right)];
    expect(new Set(refused.map((answer) => answer.servedBy))).toEqual(new Set(['0', '1']));
    for (const answer of refused) {
      expect(answer.status, `on process ${answer.servedBy}`).toBe(429);
      expect(answer.body).toMatchObject({ message: MESSAGES.tooManyRequests });
    }
  });
});
