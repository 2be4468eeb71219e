import { MESSAGES, validationErrorSchema } from '@showroom/contract';
import { ACCOUNT_MESSAGES, authSessionResponseSchema } from '@showroom/contract/account';
import { PRO_MESSAGES, pendingProsResponseSchema, proRegisterResponseSchema } from '@showroom/contract/pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { RATE_LIMITS } from '../../providers/rate-limits/rate-limits.ts';
import { otpVerifiedAdminToken } from '../../testing/access-callers.ts';
import { clientAddresses } from '../../testing/client-addresses.ts';
import { proRegisterForm } from '../../testing/pro-register-form.ts';
import { bearer, createTestApp, TEST_PLATFORM_ORIGIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const freshIp = clientAddresses(77);
const register = (payload: Record<string, unknown>, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/register/contractor', payload, remoteAddress });

async function pendingPros() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/pros',
    headers: bearer(await otpVerifiedAdminToken(t)),
  });
  return pendingProsResponseSchema.parse(response.json()).data.data;
}

describe('POST /api/register/contractor', () => {
  it('creates a pending Designer with their application, mails the verification link, and issues no session', async () => {
    const form = proRegisterForm({ type: 'Designer', company_name: 'Lee Interiors' });
    const response = await register(form);
    expect(response.statusCode).toBe(201);
    const body = proRegisterResponseSchema.parse(response.json());
    expect(body.message).toBe(PRO_MESSAGES.registered);
    expect(body.data.user).toMatchObject({ type: 'Designer', email: form.email, status: 'Pending' });
    expect(response.json()).not.toHaveProperty('data.token');

    const mail = await t.mail.lastTo(form.email as string);
    expect(mail?.links[0]).toMatch(new RegExp(`^${TEST_PLATFORM_ORIGIN}/showroom/verify/`));

    const applicant = (await pendingPros()).find((pro) => pro.id === body.data.user.id);
    expect(applicant).toMatchObject({
      type: 'Designer',
      first_name: 'Jamie',
      last_name: 'Lee Carter',
      company_name: 'Lee Interiors',
      licence_number: 'CSLB 998877',
      phone: '(916) 555-0199',
      zip_code: '95814',
      service_area: 'Sacramento and the valley, 40 miles',
      email_verified_at: null,
    });
  });

  it('signs a pending pro in as pending: the console refuses them with the pending-approval message', async () => {
    const form = proRegisterForm();
    expect((await register(form)).statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: form.email, password: form.password },
    });
    expect(login.statusCode).toBe(200);
    const session = authSessionResponseSchema.parse(login.json()).data;
    expect(session.user).toMatchObject({ type: 'Contractor', status: 'Pending' });
    const home = await t.app.inject({ method: 'GET', url: '/api/pro/home', headers: bearer(session.token) });
    expect(home.statusCode).toBe(403);
    expect(home.json()).toEqual({ message: ACCOUNT_MESSAGES.accountPending });
  });

  it('refuses a taken e-mail, whatever its case, as homeowner registration does', async () => {
    const response = await register(
      proRegisterForm({ email: DEMO_ACCOUNTS.logins.homeowner.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors.email).toEqual([ACCOUNT_MESSAGES.emailTaken]);
  });

  it('lets one of two sign-ups racing with one e-mail through, and refuses the other as taken', async () => {
    const email = `race.${Date.now()}@example.test`;
    const answers = await Promise.all([
      register(proRegisterForm({ email })),
      register(proRegisterForm({ email })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
  });

  it('answers bad input with 422 and field errors', async () => {
    const response = await register(
      proRegisterForm({
        type: 'Vendor',
        company_name: '',
        licence_number: '<script>',
        zip_code: '1',
        service_area: '',
      }),
    );
    expect(response.statusCode).toBe(422);
    const { message, errors } = validationErrorSchema.parse(response.json());
    expect(message).toBe(MESSAGES.invalidGiven);
    expect(Object.keys(errors).sort()).toEqual(
      ['company_name', 'licence_number', 'service_area', 'type', 'zip_code'].sort(),
    );
  });

  it('counts sign-ups per client address, as homeowner registration does', async () => {
    const address = freshIp();
    const { max } = RATE_LIMITS.registrationsPerIp;
    for (let i = 0; i < max; i += 1)
      await register(proRegisterForm({ email: DEMO_ACCOUNTS.logins.homeowner.email }), address);
    expect((await register(proRegisterForm(), address)).statusCode).toBe(429);
  });
});
