import { MESSAGES, validationErrorSchema } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
import { clientAddresses } from '../../testing/client-addresses.ts';
import { registerForm } from '../../testing/register-form.ts';
import { bearer, createTestApp, TEST_PLATFORM_ORIGIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const freshIp = clientAddresses(9);

const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = freshIp(),
) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
const signIn = (email: string, password: string) => post('/api/login', { email, password });
const authuser = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/authuser', headers: bearer(token) });

/** A registered user of this test alone (the demo accounts' passwords stay as they are). */
async function newUser(password = 'Original-pass1') {
  const form = registerForm({ password });
  await post('/api/register', form);
  return String(form.email);
}

async function resetLinkFor(email: string) {
  const response = await post('/api/password/email', { email });
  expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordResetLinkSent });
  const link = new URL((await t.mail.lastTo(email))?.links[0] ?? 'http://missing');
  return { link, token: link.searchParams.get('token') ?? '' };
}

describe('POST /api/password/email', () => {
  it('mails a reset link to the account, pointing at the shell', async () => {
    const email = await newUser();
    const { link, token } = await resetLinkFor(email);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PLATFORM_ORIGIN}/showroom/password_reset`);
    expect(link.searchParams.get('email')).toBe(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives the same answer for an unknown address, and mails nothing', async () => {
    const before = (await t.mail.all()).length;
    const response = await post('/api/password/email', { email: 'nobody-here@showroom.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordResetLinkSent });
    expect((await t.mail.all()).length).toBe(before);
  });

  it('limits one address to 3 requests per 15 minutes, known or not', async () => {
    for (const email of [await newUser(), 'unknown-limited@showroom.test']) {
      for (let i = 0; i < 3; i += 1)
        expect((await post('/api/password/email', { email })).statusCode).toBe(200);
      const limited = await post('/api/password/email', { email });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests });
    }
    t.clock.advance(15 * MINUTE_MS);
  });

  it('limits one client address to 10 requests per 15 minutes across e-mails: 100 probes, 90 refused', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      codes.push(
        (await post('/api/password/email', { email: `probe-${i}@showroom.test` }, {}, ip)).statusCode,
      );
    }
    expect(codes).toEqual([...Array(10).fill(200), ...Array(90).fill(429)]);
    const refused = await post('/api/password/email', { email: 'y@showroom.test' }, {}, ip);
    expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/password/email', { email: 'y@showroom.test' })).statusCode).toBe(200);
  });

  it.each([
    ['missing e-mail', {}],
    ['malformed e-mail', { email: 'not-an-email' }],
    ['e-mail of the wrong type', { email: ['a@b.c'] }],
  ])('rejects a %s with a 422', async (_label, payload) => {
    const response = await post('/api/password/email', payload);
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors.email?.length).toBeGreaterThan(0);
  });
});

describe('POST /api/password/reset', () => {
  const reset = (token: string, email: string, password = 'Brand-new-pass2') =>
    post('/api/password/reset', { token, email, password, password_confirmation: password });

  it('sets the new password once and signs the user out everywhere', async () => {
    const email = await newUser();
    const session = await t.tokenFor(email);
    const { token } = await resetLinkFor(email);
    const response = await reset(token, email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordResetDone });
    expect((await authuser(session)).statusCode).toBe(401);
    expect((await signIn(email, 'Original-pass1')).statusCode).toBe(422);
    expect((await signIn(email, 'Brand-new-pass2')).statusCode).toBe(200);

    const again = await reset(token, email, 'Third-pass-333');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: ACCOUNT_MESSAGES.passwordResetTokenInvalid,
      errors: { token: [ACCOUNT_MESSAGES.passwordResetTokenInvalid] },
    });
  });

  it('refuses a link older than 60 minutes, and an older link once a newer one was sent', async () => {
    const email = await newUser();
    const { token: first } = await resetLinkFor(email);
    const { token: second } = await resetLinkFor(email);
    expect((await reset(first, email)).statusCode).toBe(422);
    t.clock.advance(60 * MINUTE_MS + 1_000);
    expect((await reset(second, email)).statusCode).toBe(422);
    expect((await signIn(email, 'Original-pass1')).statusCode).toBe(200);
  });

  it("refuses a token with another user's e-mail, and an unknown e-mail", async () => {
    const email = await newUser();
    const { token } = await resetLinkFor(email);
    expect((await reset(token, DEMO_ACCOUNTS.logins.homeowner.email)).statusCode).toBe(422);
    expect((await reset(token, 'nobody-at-all@showroom.test')).statusCode).toBe(422);
    expect((await reset(token, email)).statusCode).toBe(200);
  });

  it.each([
    ['missing token', { token: undefined }, 'token'],
    ['overlong token', { token: 't'.repeat(201) }, 'token'],
    ['short password', { password: 'short', password_confirmation: 'short' }, 'password'],
    ['mismatched confirmation', { password_confirmation: 'Something-else1' }, 'password_confirmation'],
    ['malformed e-mail', { email: 'nope' }, 'email'],
  ])('rejects a %s with a 422', async (_label, overrides, field) => {
    const payload = {
      token: 'A'.repeat(43),
      email: 'someone@showroom.test',
      password: 'Brand-new-pass2',
      password_confirmation: 'Brand-new-pass2',
      ...overrides,
    };
    const response = await post('/api/password/reset', payload);
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors[field]?.length).toBeGreaterThan(0);
  });
});

describe('POST /api/change_password', () => {
  const change = (token: string, current_password: string, password = 'Changed-pass-9') =>
    post(
      '/api/change_password',
      { current_password, password, password_confirmation: password },
      bearer(token),
    );

  it('changes the password, keeps this session and ends the others', async () => {
    const email = await newUser();
    const current = await t.tokenFor(email);
    const other = await t.tokenFor(email);
    const response = await change(current, 'Original-pass1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await authuser(current)).statusCode).toBe(200);
    expect((await authuser(other)).statusCode).toBe(401);
    expect((await signIn(email, 'Changed-pass-9')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, and locks after 5 wrong ones', async () => {
    const email = await newUser();
    const token = await t.tokenFor(email);
    for (let i = 0; i < 5; i += 1) {
      const response = await change(token, `wrong-${i}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: ACCOUNT_MESSAGES.currentPasswordWrong,
        errors: { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
      });
    }
    expect((await change(token, 'Original-pass1')).statusCode).toBe(429);
    t.clock.advance(15 * MINUTE_MS);
    expect((await change(token, 'Original-pass1')).statusCode).toBe(200);
  });

  it.each([
    ['missing current password', { current_password: undefined }, 'current_password'],
    ['short new password', { password: 'abc', password_confirmation: 'abc' }, 'password'],
    [
      'overlong new password',
      { password: 'p'.repeat(129), password_confirmation: 'p'.repeat(129) },
      'password',
    ],
    ['mismatched confirmation', { password_confirmation: 'other-pass-1' }, 'password_confirmation'],
  ])('rejects a %s with a 422', async (_label, overrides, field) => {
    const token = await t.tokenFor(DEMO_ACCOUNTS.logins.homeowner.email);
    const payload = {
      current_password: DEMO_ACCOUNTS.password,
      password: 'Changed-pass-9',
      password_confirmation: 'Changed-pass-9',
      ...overrides,
    };
    const response = await post('/api/change_password', payload, bearer(token));
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors[field]?.length).toBeGreaterThan(0);
  });

  it('needs a sign-in', async () => {
    const response = await post('/api/change_password', {
      current_password: 'x',
      password: 'y',
      password_confirmation: 'y',
    });
    expect(response.statusCode).toBe(401);
  });
});
