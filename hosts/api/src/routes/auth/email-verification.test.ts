import { MESSAGES } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  authSessionResponseSchema,
  emailVerifyResponseSchema,
} from '@showroom/contract/account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { users } from '../../modules/identity/users-schema.ts';
import { HOUR_MS, MINUTE_MS } from '../../providers/clock/clock.ts';
import { registerForm } from '../../testing/register-form.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

/** A freshly registered (unverified) user, their token and the token of the link mailed to them. */
async function newUser() {
  const form = registerForm();
  const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: form });
  const { user, token } = authSessionResponseSchema.parse(response.json()).data;
  return { user, token, email: String(form.email), linkToken: await linkTokenTo(String(form.email)) };
}

async function linkTokenTo(email: string): Promise<string> {
  const link = (await t.mail.lastTo(email))?.links[0] ?? '';
  return link.split('/verify/')[1] ?? '';
}

const resend = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/email/resend', headers: token ? bearer(token) : {} });
const verify = (linkToken: string) => t.app.inject({ method: 'GET', url: `/api/email/verify/${linkToken}` });

describe('GET /api/email/verify/{token}', () => {
  it('verifies the address without a sign-in, once', async () => {
    const { user, linkToken } = await newUser();
    const response = await verify(linkToken);
    expect(response.statusCode).toBe(200);
    // The message only: no profile for whoever opens the link.
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.emailVerified });
    expect(emailVerifyResponseSchema.parse(response.json()).message).toBe(ACCOUNT_MESSAGES.emailVerified);
    const [row] = await t.db
      .select({ verifiedAt: users.email_verified_at })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.verifiedAt).not.toBeNull();

    const again = await verify(linkToken);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: ACCOUNT_MESSAGES.verificationLinkInvalid,
      errors: { token: [ACCOUNT_MESSAGES.verificationLinkInvalid] },
    });
  });

  it('refuses a link older than 24 hours', async () => {
    const { linkToken } = await newUser();
    t.clock.advance(24 * HOUR_MS + MINUTE_MS);
    expect((await verify(linkToken)).statusCode).toBe(422);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a short token', 'abc'],
    ['odd characters', '%27%3B--aaaaaaaaaaaaaaaaaaaaaaa'],
  ])('refuses %s', async (_label, token) => {
    const response = await verify(token);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.verificationLinkInvalid);
  });

  it('refuses a password reset token', async () => {
    const { email } = await newUser();
    await t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email } });
    const reset = (await t.mail.lastTo(email))?.links[0] ?? '';
    const token = new URL(reset).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect((await verify(token)).statusCode).toBe(422);
  });
});

describe('GET /api/email/resend', () => {
  it('mails a fresh link that replaces the earlier one, at most once a minute', async () => {
    const { token, email, linkToken: first } = await newUser();
    const response = await resend(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.verificationLinkSent });
    const second = await linkTokenTo(email);
    expect(second).not.toBe(first);

    const tooSoon = await resend(token);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ message: MESSAGES.tooManyRequests });
    t.clock.advance(MINUTE_MS);
    expect((await resend(token)).statusCode).toBe(200);
    const third = await linkTokenTo(email);

    expect((await verify(first)).statusCode).toBe(422);
    expect((await verify(second)).statusCode).toBe(422);
    expect((await verify(third)).statusCode).toBe(200);
    expect((await resend(token)).json()).toEqual({
      success: true,
      message: ACCOUNT_MESSAGES.emailAlreadyVerified,
    });
  });

  it('says so to a verified user and mails nothing', async () => {
    const email = DEMO_ACCOUNTS.logins.homeowner.email;
    const before = (await t.mail.all()).length;
    const response = await resend(await t.tokenFor(email));
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.emailAlreadyVerified });
    expect((await t.mail.all()).length).toBe(before);
  });

  it('needs a sign-in', async () => {
    const response = await resend();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
  });
});
