import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { type PasswordCheck, verifyPasswordOrDummy } from '../../lib/passwords.ts';
import { RATE_LIMITS } from '../../providers/rate-limits/rate-limits.ts';
import { clientAddresses } from '../../testing/client-addresses.ts';
import { createTestApp, TEST_PLATFORM_ORIGIN, type TestApp } from '../../testing/test-app.ts';

/** Sign-in's password check, counting the guesses that reach it (the real check still runs). */
const verifier = { calls: 0 };
const countingCheck: PasswordCheck = (passwordHash, guess) => {
  verifier.calls += 1;
  return verifyPasswordOrDummy(passwordHash, guess);
};

const { password, logins } = DEMO_ACCOUNTS;
let t: TestApp;
/** A second API instance over the same database, as a second process would be. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ products: 0, checkPassword: countingCheck });
  other = await buildApp({
    db: t.db,
    config: { logLevel: 'silent', platformOrigin: TEST_PLATFORM_ORIGIN, showroomDist: '/nonexistent' },
    clock: t.clock,
    checkPassword: countingCheck,
  });
});
afterAll(async () => {
  await other.close();
  await t.close();
});
beforeEach(() => {
  verifier.calls = 0;
});

/** 300 sign-ins at once take seconds on a busy machine. */
const PARALLEL_TIMEOUT_MS = 60_000;
const freshIp = clientAddresses(41);
const login = (app: FastifyInstance, email: string, pass: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password: pass }, remoteAddress });
const countCodes = (codes: number[]) => {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
};

describe('sign-in under concurrency', () => {
  const { max } = RATE_LIMITS.signInPerEmailAndAddress;

  it(
    `lets no more than ${max} of 300 parallel wrong passwords for one account reach the verifier`,
    async () => {
      const ip = freshIp();
      const responses = await Promise.all(
        Array.from({ length: 300 }, (_, i) => login(t.app, logins.contractor.email, `wrong-${i}`, ip)),
      );
      expect(verifier.calls).toBe(max);
      expect(countCodes(responses.map((r) => r.statusCode))).toEqual({ 422: max, 429: 300 - max });
    },
    PARALLEL_TIMEOUT_MS,
  );

  it(
    'holds the per-address limit across accounts under concurrency too',
    async () => {
      const ip = freshIp();
      const responses = await Promise.all(
        Array.from({ length: 300 }, (_, i) => login(t.app, `parallel-${i}@showroom.test`, password, ip)),
      );
      const { max: perAddress } = RATE_LIMITS.signInPerAddress;
      expect(verifier.calls).toBe(perAddress);
      expect(countCodes(responses.map((r) => r.statusCode))).toEqual({
        422: perAddress,
        429: 300 - perAddress,
      });
    },
    PARALLEL_TIMEOUT_MS,
  );
});

describe('two API instances over one database', () => {
  it('count failures made on one against the other', async () => {
    const ip = freshIp();
    for (const app of [t.app, other, t.app, other, t.app]) {
      expect((await login(app, logins.designer.email, 'wrong', ip)).statusCode).toBe(422);
    }
    expect((await login(other, logins.designer.email, password, ip)).statusCode).toBe(429);
    expect((await login(t.app, logins.designer.email, password, ip)).statusCode).toBe(429);
  });

  it(
    'hold the limit for parallel wrong passwords spread over both',
    async () => {
      const ip = freshIp();
      const responses = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          login(i % 2 ? other : t.app, logins.vendor.email, `wrong-${i}`, ip),
        ),
      );
      expect(verifier.calls).toBe(RATE_LIMITS.signInPerEmailAndAddress.max);
      expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(300 - verifier.calls);
    },
    PARALLEL_TIMEOUT_MS,
  );

  it('share a success clearing the failures', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) await login(t.app, logins.homeowner.email, 'wrong', ip);
    expect((await login(other, logins.homeowner.email, password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await login(t.app, logins.homeowner.email, 'wrong', ip)).statusCode).toBe(422);
    }
  });
});
