import {
  ADMIN_MESSAGES,
  accountStatusResponseSchema,
  adminAccountPageResponseSchema,
  adminAuditPageResponseSchema,
  pendingVendorsResponseSchema,
} from '@showroom/contract/admin';
import { PRO_MESSAGES, proApprovalResponseSchema } from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_APPLICANTS } from '../../db/seed/demo-accounts.ts';
import { personal_access_tokens } from '../../modules/identity/access-tokens-schema.ts';
import { users, vendor_profiles } from '../../modules/identity/users-schema.ts';
import { otpVerifiedAdminToken } from '../../testing/access-callers.ts';
import { bearer, createTestApp, TEST_PLATFORM_ORIGIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  admin = bearer(await otpVerifiedAdminToken(t));
  adminId = await t.userIdOf(DEMO_ACCOUNTS.logins.admin.email);
});
afterAll(() => t.close());

let made = 0;
/** A user of `type` and `status` with its company (a vendor's profile), as sign-up or an invitation leaves it. */
async function account(type: 'User' | 'Vendor', status: 'Active' | 'Pending', company = 'Tile Works') {
  made += 1;
  const email = `account-${made}@example.test`;
  const [row] = await t.db
    .insert(users)
    .values({ type, status, email, first_name: 'Ada', last_name: `Moss ${made}`, password_hash: 'x' })
    .returning({ id: users.id });
  if (type === 'Vendor')
    await t.db.insert(vendor_profiles).values({ user_id: row!.id, company_name: company });
  return { id: row!.id, email };
}

const post = (url: string, headers = admin) => t.app.inject({ method: 'POST', url, headers });
const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

async function lastAudit(action: string) {
  const page = adminAuditPageResponseSchema.parse((await get(`/api/admin/audit?action=${action}`)).json());
  return page.data.data[0];
}

describe('vendors waiting for approval', () => {
  it('lists pending vendors with their company; approving one lets them in and joins the audit log', async () => {
    const vendor = await account('Vendor', 'Pending', 'Brightline Tile');
    const list = pendingVendorsResponseSchema.parse((await get('/api/admin/vendors')).json()).data.data;
    expect(list.find((row) => row.id === vendor.id)).toMatchObject({
      email: vendor.email,
      company_name: 'Brightline Tile',
    });
    expect(list.map((row) => row.email)).not.toContain(DEMO_ACCOUNTS.logins.vendor.email);

    const approved = await post(`/api/admin/vendors/${vendor.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(accountStatusResponseSchema.parse(approved.json())).toEqual({
      success: true,
      message: ADMIN_MESSAGES.vendorApproved,
      data: { user_id: vendor.id, status: 'Approve' },
    });
    // The vendor is told, with the way to their portal.
    const mail = await t.mail.lastTo(vendor.email);
    expect(mail?.subject).toBe(ADMIN_MESSAGES.vendorApprovalMailSubject);
    expect(mail?.text).toContain('Brightline Tile is approved');
    expect(mail?.links).toEqual([`${TEST_PLATFORM_ORIGIN}/showroom/vendor`]);
    const after = pendingVendorsResponseSchema.parse((await get('/api/admin/vendors')).json()).data.data;
    expect(after.map((row) => row.id)).not.toContain(vendor.id);
    expect(await lastAudit('vendor.approve')).toMatchObject({
      admin_id: adminId,
      admin_email: DEMO_ACCOUNTS.logins.admin.email,
      subject_type: 'user',
      subject_id: String(vendor.id),
      before: { status: 'Pending' },
      after: { status: 'Approve' },
    });

    const again = await post(`/api/admin/vendors/${vendor.id}/approve`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: PRO_MESSAGES.notPending });
    const homeowner = await t.userIdOf(DEMO_ACCOUNTS.logins.homeowner.email);
    for (const id of [homeowner, 999_999, 'abc', '0'])
      expect((await post(`/api/admin/vendors/${id}/approve`)).json()).toEqual({
        message: ADMIN_MESSAGES.vendorNotFound,
      });
  });
});

describe('deactivating an account', () => {
  it('signs it out everywhere at once: its next call is 401, and it joins the audit log', async () => {
    const user = await account('User', 'Active');
    const sessions = [bearer(await t.tokenFor(user.email)), bearer(await t.tokenFor(user.email))];
    for (const headers of sessions) expect((await get('/api/profile', headers)).statusCode).toBe(200);

    const response = await post(`/api/admin/accounts/${user.id}/deactivate`);
    expect(response.statusCode).toBe(200);
    expect(accountStatusResponseSchema.parse(response.json()).data).toEqual({
      user_id: user.id,
      status: 'Deactive',
    });
    for (const headers of sessions) expect((await get('/api/profile', headers)).statusCode).toBe(401);
    const tokens = await t.db
      .select()
      .from(personal_access_tokens)
      .where(eq(personal_access_tokens.user_id, user.id));
    expect(tokens).toEqual([]);
    expect(await lastAudit('account.deactivate')).toMatchObject({
      subject_id: String(user.id),
      before: { status: 'Active' },
      after: { status: 'Deactive' },
    });
    const again = await post(`/api/admin/accounts/${user.id}/deactivate`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: ADMIN_MESSAGES.alreadyDeactivated });
  });

  it('reactivates a deactivated account: a homeowner is Active, a vendor Approve', async () => {
    const user = await account('User', 'Active');
    const vendor = await account('Vendor', 'Active');
    for (const { id } of [user, vendor]) await post(`/api/admin/accounts/${id}/deactivate`);
    const statuses = [];
    for (const { id } of [user, vendor])
      statuses.push(
        accountStatusResponseSchema.parse((await post(`/api/admin/accounts/${id}/reactivate`)).json()).data
          .status,
      );
    expect(statuses).toEqual(['Active', 'Approve']);
    expect((await get('/api/profile', bearer(await t.tokenFor(user.email)))).statusCode).toBe(200);
    const again = await post(`/api/admin/accounts/${user.id}/reactivate`);
    expect(again.json()).toMatchObject({ message: ADMIN_MESSAGES.notDeactivated });
  });

  it('never deactivates an admin, and answers 404 for an id that names no account', async () => {
    const refused = await post(`/api/admin/accounts/${adminId}/deactivate`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: ADMIN_MESSAGES.adminUntouchable });
    for (const id of [999_999, 'abc', '-1'])
      expect((await post(`/api/admin/accounts/${id}/deactivate`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/accounts', () => {
  it('finds accounts by type, status and search, newest first, never an admin', async () => {
    const vendor = await account('Vendor', 'Pending', 'Quarry Unique Stoneworks');
    const found = adminAccountPageResponseSchema.parse(
      (await get('/api/admin/accounts?type=Vendor&status=Pending&q=quarry%20unique')).json(),
    ).data;
    expect(found.data.map((row) => row.id)).toEqual([vendor.id]);
    expect(found.data[0]).toMatchObject({ company_name: 'Quarry Unique Stoneworks', status: 'Pending' });

    const all = adminAccountPageResponseSchema.parse(
      (await get('/api/admin/accounts?per_page=50')).json(),
    ).data;
    expect(all.data.map((row) => row.type)).not.toContain('Admin');
    const times = all.data.map((row) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers 422 with the field for a page size past the limit', async () => {
    const response = await get('/api/admin/accounts?per_page=500');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['per_page']);
  });
});

describe('the audit log', () => {
  it('records a pro’s approval with the showroom it opened', async () => {
    const id = await t.userIdOf(DEMO_APPLICANTS[0]!.email);
    const approved = proApprovalResponseSchema.parse((await post(`/api/admin/pros/${id}/approve`)).json());
    expect(await lastAudit('pro.approve')).toMatchObject({
      admin_email: DEMO_ACCOUNTS.logins.admin.email,
      subject_id: String(id),
      before: { status: 'Pending' },
      after: { status: 'Approve', vsd_id: approved.data.vsd_id },
    });
  });

  it('pages newest first and refuses an unknown action with 422', async () => {
    const page = adminAuditPageResponseSchema.parse((await get('/api/admin/audit?per_page=50')).json()).data;
    const times = page.data.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await get('/api/admin/audit?action=drop.tables')).statusCode).toBe(422);
  });
});
