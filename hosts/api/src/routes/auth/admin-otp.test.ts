import { MESSAGES, validationErrorSchema } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  authSessionResponseSchema,
  otpResponseSchema,
  routeAccessResponseSchema,
} from '@showroom/contract/account';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

const admin = DEMO_ACCOUNTS.logins.admin.email;
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  token = await t.tokenFor(admin);
});
afterAll(() => t.close());
// Each test starts past the previous one's codes and send limit.
beforeEach(() => t.clock.advance(10 * MINUTE_MS));

const otp = (query = '', headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: 'GET', url: `/api/login/verify_otp${query}`, headers });

async function sendCode(headers = bearer(token)): Promise<string> {
  const response = await otp('', headers);
  expect(response.statusCode).toBe(200);
  expect(otpResponseSchema.parse(response.json())).toEqual({
    success: true,
    message: ACCOUNT_MESSAGES.otpSent,
    data: { valid_otp: false },
  });
  const mail = await t.mail.lastTo(admin);
  const code = /Your code: (\d{6})/.exec(mail?.text ?? '')?.[1];
  expect(code).toBeDefined();
  expect(mail?.html).toContain(code);
  return code!;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('GET /api/login/verify_otp', () => {
  it('mails a six-digit code and accepts it once', async () => {
    const code = await sendCode();
    const response = await otp(`?otp=${code}`);
    expect(otpResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: ACCOUNT_MESSAGES.otpVerified,
      data: { valid_otp: true },
    });
    const reused = await otp(`?otp=${code}`);
    expect(reused.statusCode).toBe(200);
    expect(otpResponseSchema.parse(reused.json())).toEqual({
      success: false,
      message: ACCOUNT_MESSAGES.otpInvalid,
      data: { valid_otp: false },
    });
  });

  it('refuses a wrong code, and the right one after 5 wrong tries', async () => {
    const code = await sendCode();
    for (let i = 0; i < 5; i += 1) {
      expect(otpResponseSchema.parse((await otp(`?otp=${wrongCode(code)}`)).json()).data.valid_otp).toBe(
        false,
      );
    }
    expect(otpResponseSchema.parse((await otp(`?otp=${code}`)).json()).message).toBe(
      ACCOUNT_MESSAGES.otpInvalid,
    );
    const fresh = await sendCode();
    expect(otpResponseSchema.parse((await otp(`?otp=${fresh}`)).json()).data.valid_otp).toBe(true);
  });

  it('refuses a code after 10 minutes, and an older code once a new one was sent', async () => {
    const old = await sendCode();
    const code = await sendCode();
    if (old !== code)
      expect(otpResponseSchema.parse((await otp(`?otp=${old}`)).json()).data.valid_otp).toBe(false);
    t.clock.advance(10 * MINUTE_MS);
    expect(otpResponseSchema.parse((await otp(`?otp=${code}`)).json()).data.valid_otp).toBe(false);
  });

  it('mails at most 5 codes per 10 minutes', async () => {
    for (let i = 0; i < 5; i += 1) await sendCode();
    const limited = await otp();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests });
  });

  it.each(['12ab56', '12345', '1234567', '%20123456'])(
    'rejects the malformed code %s with a 422',
    async (code) => {
      const response = await otp(`?otp=${code}`);
      expect(response.statusCode).toBe(422);
      expect(validationErrorSchema.parse(response.json()).errors.otp?.length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['a homeowner', DEMO_ACCOUNTS.logins.homeowner.email],
    ['a contractor', DEMO_ACCOUNTS.logins.contractor.email],
    ['a vendor', DEMO_ACCOUNTS.logins.vendor.email],
  ])('is forbidden to %s', async (_label, email) => {
    const response = await otp('', bearer(await t.tokenFor(email)));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.forbidden });
  });

  it('needs a sign-in', async () => {
    expect((await otp('', {})).statusCode).toBe(401);
  });
});

describe('the OTP-verified session', () => {
  const adminCall = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/admin/route_access', headers });

  it('is the session that sent the right code, and only it: admin routes need it', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: admin, password: DEMO_ACCOUNTS.password },
    });
    const session = bearer(authSessionResponseSchema.parse(signIn.json()).data.token);
    const otherSession = bearer(await t.tokenFor(admin));
    const before = await adminCall(session);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ message: ACCOUNT_MESSAGES.otpRequired });

    const code = await sendCode(session);
    expect(
      otpResponseSchema.parse((await otp(`?otp=${wrongCode(code)}`, session)).json()).data.valid_otp,
    ).toBe(false);
    expect((await adminCall(session)).statusCode).toBe(403);
    expect(otpResponseSchema.parse((await otp(`?otp=${code}`, session)).json()).data.valid_otp).toBe(true);

    const after = await adminCall(session);
    expect(after.statusCode).toBe(200);
    expect(routeAccessResponseSchema.parse(after.json()).data).toContainEqual({
      method: 'GET',
      path: '/api/admin/route_access',
      access: 'admin',
    });
    expect((await adminCall(otherSession)).json()).toEqual({ message: ACCOUNT_MESSAGES.otpRequired });
  });

  it('ends with the session: signing out and in again needs a new code', async () => {
    const session = bearer(await t.tokenFor(admin));
    expect(
      otpResponseSchema.parse((await otp(`?otp=${await sendCode(session)}`, session)).json()).data.valid_otp,
    ).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: session })).statusCode).toBe(
      200,
    );
    expect((await adminCall(session)).statusCode).toBe(401);
    expect((await adminCall(bearer(await t.tokenFor(admin)))).statusCode).toBe(403);
  });
});
