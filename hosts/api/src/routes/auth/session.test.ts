import { MESSAGES, validationErrorSchema } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  authSessionResponseSchema,
  authUserResponseSchema,
} from '@showroom/contract/account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { personal_access_tokens } from '../../modules/identity/access-tokens-schema.ts';
import { DAY_MS, MINUTE_MS } from '../../providers/clock/clock.ts';
import { clientAddresses } from '../../testing/client-addresses.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

const { password, logins } = DEMO_ACCOUNTS;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const freshIp = clientAddresses(0);

const login = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, remoteAddress });
const authuser = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/authuser', headers });

describe('POST /api/login', () => {
  it('signs in with e-mail and password and returns the user and a `<id>|<40 chars>` token', async () => {
    const response = await login({ email: logins.homeowner.email, password });
    expect(response.statusCode).toBe(200);
    const { data } = authSessionResponseSchema.parse(response.json());
    expect(data.token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    expect(data.user).toMatchObject({
      email: logins.homeowner.email,
      type: 'User',
      status: 'Active',
      first_name: 'Olivia',
      total_projects: 0,
      custom_addon: null,
      latest_subscription: null,
      shop_profile: null,
    });
    expect(data.user.email_verified_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(response.body).not.toMatch(/argon2|password_hash/);
  });

  it('stores only a SHA-256 of the token', async () => {
    const { data } = authSessionResponseSchema.parse(
      (await login({ email: logins.homeowner.email, password })).json(),
    );
    const [id, secret] = data.token.split('|');
    const [row] = await t.db
      .select()
      .from(personal_access_tokens)
      .where(eq(personal_access_tokens.id, Number(id)));
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const response = await login({ email: '  HomeOwner@Showroom.TEST ', password });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['pending', logins.pending],
    ['deactivated', logins.deactivated],
    ['unverified', logins.unverified],
    ['vendor', logins.vendor],
    ['admin', logins.admin],
  ])('signs in a %s account too: the client applies the outcome rules', async (_label, account) => {
    const response = await login({ email: account.email, password });
    expect(response.statusCode).toBe(200);
    const { data } = authSessionResponseSchema.parse(response.json());
    expect(data.user).toMatchObject({ type: account.type, status: account.status });
    expect(data.user.email_verified_at === null).toBe(!account.verified);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const wrongPassword = await login({ email: logins.homeowner.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@showroom.test', password });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: ACCOUNT_MESSAGES.loginFailed,
        errors: { email: [ACCOUNT_MESSAGES.loginFailed] },
      });
    }
  });

  it('takes about as long for an unknown e-mail as for a wrong password (a dummy hash is verified)', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      await login({ email, password: 'not the password' });
      return performance.now() - started;
    };
    const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    await timed('warm-up@showroom.test');
    // One of each in turn, so a busy moment of the machine (npm test runs other tests beside these)
    // slows both kinds alike instead of one batch.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      known.push(await timed(logins.designer.email));
      unknown.push(await timed('nobody-at-all@showroom.test'));
    }
    // Without the dummy verification an unknown e-mail answers in a fraction of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it.each([
    ['missing e-mail', { password }, 'email'],
    ['missing password', { email: logins.homeowner.email }, 'password'],
    ['empty password', { email: logins.homeowner.email, password: '' }, 'password'],
    ['e-mail of the wrong type', { email: 42, password }, 'email'],
    ['malformed e-mail', { email: 'homeowner.showroom.test', password }, 'email'],
    ['overlong e-mail', { email: `${'a'.repeat(250)}@showroom.test`, password }, 'email'],
    ['overlong password', { email: logins.homeowner.email, password: 'x'.repeat(1025) }, 'password'],
  ])('rejects %s with a 422 on the field', async (_label, payload, field) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(422);
    const body = validationErrorSchema.parse(response.json());
    expect(body.message).toBe(MESSAGES.invalidGiven);
    expect(body.errors[field]?.length).toBeGreaterThan(0);
  });
});

describe('GET /api/authuser', () => {
  it('returns the signed-in user, counting only projects that are not carts', async () => {
    const userId = await t.userIdOf(logins.unverified.email);
    await t.db.insert(projects).values([
      { user_id: userId, is_cart: false },
      { user_id: userId, is_cart: false },
      { user_id: userId, is_cart: true, temp_project_id: 'tmp-authuser-cart' },
    ]);
    const response = await authuser(bearer(await t.tokenFor(logins.unverified.email)));
    expect(response.statusCode).toBe(200);
    const { data } = authUserResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      id: userId,
      email: logins.unverified.email,
      total_projects: 2,
      email_verified_at: null,
    });
  });

  it('gives a contractor the branding fields theming needs', async () => {
    const response = await authuser(bearer(await t.tokenFor(logins.contractor.email)));
    const { data } = authUserResponseSchema.parse(response.json());
    expect(data.custom_addon).toEqual({ subscription_status: 'active' });
    expect(data.latest_subscription).toEqual({
      plan: 'Basic',
      paid_amount: 49,
      subscription_status: 'active',
    });
    expect(data.shop_profile).toEqual({ theme_color: '#0f766e', business_logo: null });
  });

  it('gives a designer the latest subscription (Basic, after a Premium 199) and no custom addon', async () => {
    const { data } = authUserResponseSchema.parse(
      (await authuser(bearer(await t.tokenFor(logins.designer.email)))).json(),
    );
    expect(data.latest_subscription).toMatchObject({ plan: 'Basic', paid_amount: 49 });
    expect(data.custom_addon).toBeNull();
  });

  it.each([
    ['no Authorization header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['the string null', { authorization: 'Bearer null' }],
    ['another scheme', { authorization: 'Basic aG9tZW93bmVyOnBhc3M=' }],
    ['an unknown id', { authorization: `Bearer 999999|${'a'.repeat(40)}` }],
    ['a malformed token', { authorization: 'Bearer 1|short' }],
  ])('answers 401 Unauthenticated for %s', async (_label, headers) => {
    const response = await authuser(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
  });

  it('refuses a real token id with another secret', async () => {
    const token = await t.tokenFor(logins.homeowner.email);
    const forged = `${token.split('|')[0]}|${'B'.repeat(40)}`;
    expect((await authuser(bearer(forged))).statusCode).toBe(401);
  });

  it('lets deactivated and pending users read their own status', async () => {
    for (const account of [logins.deactivated, logins.pending]) {
      const response = await authuser(bearer(await t.tokenFor(account.email)));
      expect(response.statusCode).toBe(200);
      expect(authUserResponseSchema.parse(response.json()).data.status).toBe(account.status);
    }
  });

  it('stops accepting a token unused for 30 days, and records use', async () => {
    const token = await t.tokenFor(logins.vendor.email);
    expect((await authuser(bearer(token))).statusCode).toBe(200);
    const [row] = await t.db
      .select({ last_used_at: personal_access_tokens.last_used_at })
      .from(personal_access_tokens)
      .where(eq(personal_access_tokens.id, Number(token.split('|')[0])));
    expect(row?.last_used_at).toBeInstanceOf(Date);
    t.clock.advance(29 * DAY_MS);
    expect((await authuser(bearer(token))).statusCode).toBe(200);
    t.clock.advance(30 * DAY_MS + MINUTE_MS);
    expect((await authuser(bearer(token))).statusCode).toBe(401);
  });
});

describe('inactive accounts', () => {
  it.each([
    ['deactivated', logins.deactivated.email, ACCOUNT_MESSAGES.accountDeactivated],
    ['pending', logins.pending.email, ACCOUNT_MESSAGES.accountPending],
  ])('a %s user can use no other call (403 with the status message)', async (_label, email, message) => {
    const headers = bearer(await t.tokenFor(email));
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['GET', '/api/notification'],
      ['GET', '/api/email/resend'],
      ['POST', '/api/projectCart'],
      ['POST', '/api/change_password'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers,
        ...(method === 'POST' && { payload: {} }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ message });
    }
  });
});

describe('accounts that are not homeowners', () => {
  it.each([
    ['vendor', logins.vendor],
    ['contractor', logins.contractor],
    ['designer', logins.designer],
    ['admin', logins.admin],
  ])('a %s signed in on the showroom reaches only their own user and sign-out', async (_label, account) => {
    const signIn = await login({ email: account.email, password });
    const headers = bearer(authSessionResponseSchema.parse(signIn.json()).data.token);
    expect((await authuser(headers)).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['GET', '/api/notification'],
      ['GET', '/api/projectCart'],
      ['POST', '/api/projectCart'],
      ['POST', '/api/session/handoff'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers,
        ...(method === 'POST' && { payload: {} }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token used, and only that one', async () => {
    const first = await t.tokenFor(logins.homeowner.email);
    const second = await t.tokenFor(logins.homeowner.email);
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.loggedOut });
    expect((await authuser(bearer(first))).statusCode).toBe(401);
    expect((await authuser(bearer(second))).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
    expect(again.statusCode).toBe(401);
  });

  it('works for a deactivated user, and needs a token', async () => {
    const token = await t.tokenFor(logins.deactivated.email);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MESSAGES.unauthenticated });
  });
});
