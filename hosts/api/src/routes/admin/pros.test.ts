import { shopProfileResponseSchema } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import {
  PRO_MESSAGES,
  pendingProsResponseSchema,
  proApprovalResponseSchema,
  proHomeResponseSchema,
  SHOWROOM_ID_ALPHABET,
} from '@showroom/contract/pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_APPLICANTS } from '../../db/seed/demo-accounts.ts';
import { otpVerifiedAdminToken } from '../../testing/access-callers.ts';
import { clientAddresses } from '../../testing/client-addresses.ts';
import { proRegisterForm } from '../../testing/pro-register-form.ts';
import { bearer, createTestApp, TEST_PLATFORM_ORIGIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  admin = bearer(await otpVerifiedAdminToken(t));
});
afterAll(() => t.close());

const freshIp = clientAddresses(91);
async function signUp(overrides: Record<string, unknown> = {}) {
  const form = proRegisterForm(overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/register/contractor',
    payload: form,
    remoteAddress: freshIp(),
  });
  expect(response.statusCode).toBe(201);
  return {
    email: form.email as string,
    password: form.password as string,
    id: await t.userIdOf(form.email as string),
  };
}
const pending = async () =>
  pendingProsResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/admin/pros', headers: admin })).json(),
  ).data.data;
const approve = (id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/pros/${id}/approve`, headers: admin });

describe('GET /api/admin/pros', () => {
  it('lists the pros awaiting approval, oldest first, and no one else', async () => {
    const newer = await signUp();
    const list = await pending();
    const emails = list.map((pro) => pro.email);
    expect(emails[0]).toBe(DEMO_APPLICANTS[0]!.email);
    expect(emails.at(-1)).toBe(newer.email);
    expect(list[0]).toMatchObject({ company_name: 'Pike & Sons Remodeling', licence_number: 'CSLB 1048213' });
    // Pending homeowners, active pros and the admin are not waiting for this review.
    for (const login of [
      DEMO_ACCOUNTS.logins.pending,
      DEMO_ACCOUNTS.logins.contractor,
      DEMO_ACCOUNTS.logins.admin,
    ])
      expect(emails).not.toContain(login.email);
    expect(list.map((pro) => pro.applied_at)).toEqual([...list.map((pro) => pro.applied_at)].sort());
  });
});

describe('POST /api/admin/pros/:id/approve', () => {
  it('opens the showroom with a new Showroom ID, mails the pro, and lets them into their console', async () => {
    const pro = await signUp({ company_name: 'Approved Builders' });
    const response = await approve(pro.id);
    expect(response.statusCode).toBe(200);
    const body = proApprovalResponseSchema.parse(response.json());
    expect(body.message).toBe(PRO_MESSAGES.approved);
    expect(body.data).toMatchObject({ user_id: pro.id, status: 'Approve' });
    expect(body.data.vsd_id).toMatch(new RegExp(`^[${SHOWROOM_ID_ALPHABET}]{8}$`));
    expect((await pending()).map((row) => row.id)).not.toContain(pro.id);

    const mail = await t.mail.lastTo(pro.email);
    expect(mail?.subject).toBe(PRO_MESSAGES.approvalMailSubject);
    expect(mail?.text).toContain(body.data.vsd_id);
    expect(mail?.links).toEqual([`${TEST_PLATFORM_ORIGIN}/showroom/pro`]);

    const token = await t.tokenFor(pro.email);
    const home = await t.app.inject({ method: 'GET', url: '/api/pro/home', headers: bearer(token) });
    expect(home.statusCode).toBe(200);
    expect(proHomeResponseSchema.parse(home.json()).data).toEqual({
      type: 'Contractor',
      vsd_id: body.data.vsd_id,
      company_name: 'Approved Builders',
      shop_url: `${TEST_PLATFORM_ORIGIN}/showroom/?showroom=${body.data.vsd_id}`,
      markup_percent: 10,
    });
    // The showroom is public now, under its new ID.
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/visualization/shop_profile?showroom=${pro.id}&vsd_id=${body.data.vsd_id}`,
    });
    const shown = shopProfileResponseSchema.parse(profile.json()).data.data;
    expect(shown).toMatchObject({ profile: { company_name: 'Approved Builders', site_origins: [] } });
    // It carries the whole catalogue until the pro chooses (decision 0091), so its shop is never empty.
    expect(Array.isArray(shown) ? [] : shown.category).toHaveLength(22);
  });

  it('refuses a second approval, an active pro and a pending homeowner; an unknown id is no pro', async () => {
    const pro = await signUp();
    expect((await approve(pro.id)).statusCode).toBe(200);
    for (const id of [pro.id, await t.userIdOf(DEMO_ACCOUNTS.logins.contractor.email)]) {
      const again = await approve(id);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ message: PRO_MESSAGES.notPending });
    }
    for (const id of [await t.userIdOf(DEMO_ACCOUNTS.logins.pending.email), 999_999, 'abc', '1e3', '-1']) {
      const missing = await approve(id);
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json()).toEqual({ message: PRO_MESSAGES.proNotFound });
    }
  });

  it('keeps the showroom of a pending pro who already has one (made before applications existed)', async () => {
    const waiting = DEMO_ACCOUNTS.showrooms.find((showroom) => showroom.vsd_id === 'WAITING1')!;
    const id = await t.userIdOf(waiting.owner_email);
    expect((await pending()).find((pro) => pro.id === id)).toMatchObject({
      company_name: waiting.company_name,
    });
    const response = await approve(id);
    expect(proApprovalResponseSchema.parse(response.json()).data.vsd_id).toBe('WAITING1');
  });

  it('is for an admin past the OTP step only', async () => {
    const pro = await signUp();
    const withoutOtp = await t.app.inject({
      method: 'POST',
      url: `/api/admin/pros/${pro.id}/approve`,
      headers: bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.admin.email)),
    });
    expect(withoutOtp.statusCode).toBe(403);
    expect(withoutOtp.json()).toEqual({ message: ACCOUNT_MESSAGES.otpRequired });
    expect((await pending()).map((row) => row.id)).toContain(pro.id);
  });
});
