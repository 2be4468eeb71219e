import { MESSAGES, validationErrorSchema } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  authSessionResponseSchema,
  socialSandboxTokenResponseSchema,
} from '@showroom/contract/account';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { social_accounts } from '../../modules/identity/social-accounts-schema.ts';
import { users } from '../../modules/identity/users-schema.ts';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
import type { Fetch } from '../../providers/social-identity/social-identity.ts';
import { bearer, createTestApp, TEST_PLATFORM_ORIGIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const sandboxToken = async (provider: string, app: FastifyInstance = t.app) => {
  const response = await app.inject({ method: 'GET', url: `/api/sociallogin/${provider}/sandbox` });
  expect(response.statusCode).toBe(200);
  return socialSandboxTokenResponseSchema.parse(response.json()).data;
};
const socialLogin = (provider: string, payload: object, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: `/api/sociallogin/${provider}`, payload });

describe('social sign-in sandbox', () => {
  it("signs in Google's demo identity, creating a verified, Active homeowner once", async () => {
    const issued = await sandboxToken('google');
    expect(issued).toMatchObject({
      name: 'Sandra Social',
      email: 'social.google@showroom.test',
      expires_in: 300,
    });
    const contractor = await t.userIdOf(DEMO_ACCOUNTS.logins.contractor.email);
    const first = await socialLogin('google', {
      access_token: issued.access_token,
      shop_id: String(contractor),
    });
    expect(first.statusCode).toBe(200);
    const { data } = authSessionResponseSchema.parse(first.json());
    expect(data.user).toMatchObject({ email: 'social.google@showroom.test', type: 'User', status: 'Active' });
    expect(data.user.email_verified_at).not.toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.id, data.user.id));
    expect(row?.shop_id).toBe(contractor);

    const again = await socialLogin('google', { access_token: (await sandboxToken('google')).access_token });
    const second = authSessionResponseSchema.parse(again.json()).data;
    expect(second.user.id).toBe(data.user.id);
    expect(second.token).not.toBe(data.token);
    const links = await t.db.select().from(social_accounts).where(eq(social_accounts.user_id, data.user.id));
    expect(links).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/authuser', headers: bearer(second.token) })).statusCode,
    ).toBe(200);
  });

  it('takes over an unverified account with that e-mail: verified, old password and sessions gone', async () => {
    const email = 'social.facebook@showroom.test';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        full_name: 'Squatter',
        email,
        password: 'squatter-password',
        country_code: '+1',
        phone_number: '5550100',
        zip_code: '10001',
        agree: true,
        shipping_street: '1 A St',
        shipping_city: 'B',
        shipping_state: 'NY',
        shipping_zip_code: '10001',
      },
    });
    const squatter = authSessionResponseSchema.parse(registered.json()).data;
    const response = await socialLogin('facebook', {
      access_token: (await sandboxToken('facebook')).access_token,
    });
    const { user } = authSessionResponseSchema.parse(response.json()).data;
    expect(user.id).toBe(squatter.user.id);
    expect(user.email_verified_at).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/authuser', headers: bearer(squatter.token) }))
        .statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'squatter-password' },
    });
    expect(login.statusCode).toBe(422);
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['a tampered signature', 'TAMPER'],
    ["another provider's token", 'FACEBOOK'],
  ])('refuses %s with a 422 on access_token', async (_label, kind) => {
    const google = (await sandboxToken('google')).access_token;
    const token =
      kind === 'TAMPER'
        ? `${google.slice(0, -1)}${google.endsWith('0') ? '1' : '0'}`
        : kind === 'FACEBOOK'
          ? (await sandboxToken('facebook')).access_token
          : kind;
    const response = await socialLogin('google', { access_token: token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: ACCOUNT_MESSAGES.socialTokenInvalid,
      errors: { access_token: [ACCOUNT_MESSAGES.socialTokenInvalid] },
    });
  });

  it('refuses a shop_id no user id can be with a 422 naming it, not a database error', async () => {
    for (const [shop_id, message] of [
      [2_147_483_648, 'The shop id field must not be greater than 2147483647.'],
      ['9999999999', 'The shop id field must not be greater than 2147483647.'],
      [-5, 'The shop id field must be at least 0.'],
    ] as const) {
      const response = await socialLogin('google', {
        access_token: (await sandboxToken('google')).access_token,
        shop_id,
      });
      expect(response.statusCode).toBe(422);
      expect(validationErrorSchema.parse(response.json()).errors.shop_id).toEqual([message]);
    }
  });

  it('refuses a sandbox token after its five minutes', async () => {
    const { access_token } = await sandboxToken('google');
    t.clock.advance(5 * MINUTE_MS + 1_000);
    expect((await socialLogin('google', { access_token })).statusCode).toBe(422);
  });

  it.each([
    ['missing access token', {}],
    ['empty access token', { access_token: '' }],
    ['access token of the wrong type', { access_token: 12 }],
    ['overlong access token', { access_token: 'x'.repeat(4097) }],
  ])('rejects a %s with a 422', async (_label, payload) => {
    const response = await socialLogin('google', payload);
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors.access_token?.length).toBeGreaterThan(0);
  });

  it('answers 404 for a provider it does not offer', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/sociallogin/twitter/sandbox' }),
      await socialLogin('twitter', { access_token: 'x' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFoundFallback });
    }
  });
});

describe('social sign-in outside the sandbox', () => {
  const config = {
    logLevel: 'silent' as const,
    platformOrigin: TEST_PLATFORM_ORIGIN,
    showroomDist: '/nonexistent',
  };

  it('offers no sandbox in production without credentials', async () => {
    const app = await buildApp({ db: t.db, config: { ...config, production: true } });
    expect((await app.inject({ method: 'GET', url: '/api/sociallogin/google/sandbox' })).statusCode).toBe(
      404,
    );
    expect((await socialLogin('google', { access_token: 'x' }, app)).statusCode).toBe(404);
    await app.close();
  });

  it('verifies a Google ID token with Google and links it to the account with that verified e-mail', async () => {
    const homeowner = DEMO_ACCOUNTS.logins.homeowner;
    const requested: string[] = [];
    const fakeGoogle: Fetch = async (url) => {
      requested.push(url);
      const valid = url.endsWith('id_token=good-id-token');
      return new Response(
        JSON.stringify({
          aud: 'client-123.apps.googleusercontent.com',
          iss: 'https://accounts.google.com',
          sub: '1098765',
          email: homeowner.email,
          email_verified: 'true',
          given_name: 'Olivia',
          family_name: 'Bennett',
        }),
        { status: valid ? 200 : 400 },
      );
    };
    const app = await buildApp({
      db: t.db,
      config: {
        ...config,
        social: {
          googleClientId: 'client-123.apps.googleusercontent.com',
          facebookAppId: undefined,
          facebookAppSecret: undefined,
        },
      },
      fetch: fakeGoogle,
    });
    expect((await app.inject({ method: 'GET', url: '/api/sociallogin/google/sandbox' })).statusCode).toBe(
      404,
    );
    const response = await socialLogin('google', { access_token: 'good-id-token' }, app);
    expect(response.statusCode).toBe(200);
    expect(authSessionResponseSchema.parse(response.json()).data.user.id).toBe(
      await t.userIdOf(homeowner.email),
    );
    expect(requested[0]).toBe('https://oauth2.googleapis.com/tokeninfo?id_token=good-id-token');
    expect((await socialLogin('google', { access_token: 'bad-id-token' }, app)).statusCode).toBe(422);
    // The homeowner keeps the password: the address was already verified.
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: homeowner.email, password: DEMO_ACCOUNTS.password },
    });
    expect(login.statusCode).toBe(200);
    await app.close();
  });
});
