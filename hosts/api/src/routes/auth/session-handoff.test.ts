import { validationErrorSchema } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  authSessionResponseSchema,
  authUserResponseSchema,
  SESSION_HANDOFF,
  sessionHandoffResponseSchema,
} from '@showroom/contract/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { RATE_LIMITS } from '../../providers/rate-limits/rate-limits.ts';
import { clientAddresses } from '../../testing/client-addresses.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

const { homeowner } = DEMO_ACCOUNTS.logins;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const freshIp = clientAddresses(19);

const askForCode = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/session/handoff',
    payload: {},
    ...(token ? { headers: bearer(token) } : {}),
  });
const redeem = (code: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/session/handoff/redeem', payload: { code }, remoteAddress });
const codeFor = async (token: string) =>
  sessionHandoffResponseSchema.parse((await askForCode(token)).json()).data.code;
const codeErrors = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(422);
  return validationErrorSchema.parse(response.json()).errors;
};

describe('session hand-off', () => {
  it('trades a one-time code for a new session of the same user', async () => {
    const embedToken = await t.tokenFor(homeowner.email);
    const code = await codeFor(embedToken);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(code).not.toContain(embedToken.split('|')[1]);

    const response = await redeem(code);
    expect(response.statusCode).toBe(200);
    const { data } = authSessionResponseSchema.parse(response.json());
    expect(data.user.email).toBe(homeowner.email);
    expect(data.token).not.toBe(embedToken);
    const me = await t.app.inject({ method: 'GET', url: '/api/authuser', headers: bearer(data.token) });
    expect(authUserResponseSchema.parse(me.json()).data.email).toBe(homeowner.email);
  });

  it('works once', async () => {
    const code = await codeFor(await t.tokenFor(homeowner.email));
    expect((await redeem(code)).statusCode).toBe(200);
    expect(codeErrors(await redeem(code))).toEqual({ code: [ACCOUNT_MESSAGES.handoffCodeInvalid] });
  });

  it(`works for ${SESSION_HANDOFF.ttlSeconds} seconds only`, async () => {
    const code = await codeFor(await t.tokenFor(homeowner.email));
    t.clock.advance(SESSION_HANDOFF.ttlSeconds * 1000 + 1);
    expect(codeErrors(await redeem(code))).toEqual({ code: [ACCOUNT_MESSAGES.handoffCodeInvalid] });
  });

  it('gives codes to signed-in users only, and a code is no bearer token', async () => {
    expect((await askForCode()).statusCode).toBe(401);
    const code = await codeFor(await t.tokenFor(homeowner.email));
    const me = await t.app.inject({ method: 'GET', url: '/api/authuser', headers: bearer(code) });
    expect(me.statusCode).toBe(401);
  });

  it.each([
    ['no code', undefined],
    ['a code of a wrong form', 'abc'],
    ['a code nobody was given', 'A'.repeat(43)],
  ])('refuses %s with a 422 on code', async (_label, code) => {
    expect(Object.keys(codeErrors(await redeem(code)))).toEqual(['code']);
  });

  it('limits redeem attempts per address', async () => {
    const address = freshIp();
    const { max } = RATE_LIMITS.handoffRedeemsPerIp;
    let refused = 0;
    for (let n = 0; n < max + 5; n += 1)
      if ((await redeem('B'.repeat(43), address)).statusCode === 429) refused++;
    expect(refused).toBe(5);
  });
});
