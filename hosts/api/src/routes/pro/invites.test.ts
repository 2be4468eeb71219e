import { validationErrorSchema } from '@showroom/contract';
import { INVITE_TEXTS, invitationResponseSchema, invitesResponseSchema } from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { users, vendor_profiles } from '../../modules/identity/users-schema.ts';
import { DAY_MS } from '../../providers/clock/clock.ts';
import { registerForm } from '../../testing/register-form.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let designer: Record<string, string>;
let contractor: Record<string, string>;
let designerId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  designer = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.designer.email));
  contractor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.contractor.email));
  designerId = await t.userIdOf(DEMO_ACCOUNTS.logins.designer.email);
});
afterAll(() => t.close());

let counter = 0;
const address = (name: string) => `${name}.${++counter}@invitee.test`;

const invite = async (kind: string, email: string, headers = designer) =>
  t.app.inject({ method: 'POST', url: '/api/pro/invites', headers, payload: { kind, email } });
const listOf = (response: { json(): unknown }) => invitesResponseSchema.parse(response.json()).data.data;
const list = async (headers = designer) =>
  listOf(await t.app.inject({ method: 'GET', url: '/api/pro/invites', headers }));
const lookup = (token: string) => t.app.inject({ method: 'GET', url: `/api/invitation?token=${token}` });

/** The token of the newest invitation mailed to `email`. */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = await t.mail.lastTo(email);
  const link = mail?.links[0] ?? '';
  expect(link).toMatch(/\/showroom\/invite\//);
  return decodeURIComponent(link.split('/invite/')[1] ?? '');
}

describe('POST /api/pro/invites', () => {
  it('mails a single-use link whose page names the showroom, and lists the invitation as pending', async () => {
    const email = address('client');
    const response = await invite('client', email);
    expect(response.statusCode).toBe(201);
    expect(invitesResponseSchema.parse(response.json()).message).toBe(INVITE_TEXTS.sent);
    expect(listOf(response)[0]).toMatchObject({ kind: 'client', email, state: 'pending', joined_name: null });
    const page = await lookup(await tokenMailedTo(email));
    expect(page.statusCode).toBe(200);
    expect(invitationResponseSchema.parse(page.json()).data.invitation).toMatchObject({
      kind: 'client',
      email,
    });
  });

  it('refuses bad input with field errors, and a second open invitation to the same address', async () => {
    const bad = await invite('boss', 'not-an-address');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(validationErrorSchema.parse(bad.json()).errors).sort()).toEqual(['email', 'kind']);
    const email = address('twice');
    await invite('vendor', email);
    const again = await invite('vendor', email.toUpperCase());
    expect(again.statusCode).toBe(422);
    expect(validationErrorSchema.parse(again.json()).errors.email).toEqual([INVITE_TEXTS.alreadyInvited]);
  });
});

describe('resend and revoke', () => {
  it('resend mails a new link and kills the old one', async () => {
    const email = address('resend');
    const [sent] = listOf(await invite('client', email));
    const oldToken = await tokenMailedTo(email);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/pro/invites/${sent!.id}/resend`,
      headers: designer,
    });
    expect(resent.statusCode).toBe(200);
    const newToken = await tokenMailedTo(email);
    expect(newToken).not.toBe(oldToken);
    expect((await lookup(oldToken)).json()).toEqual({ message: INVITE_TEXTS.linkUnknown });
    expect((await lookup(newToken)).statusCode).toBe(200);
  });

  it('revoke ends the link with its own message; a revoked invitation cannot be resent', async () => {
    const email = address('revoke');
    const [sent] = listOf(await invite('vendor', email));
    const token = await tokenMailedTo(email);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/pro/invites/${sent!.id}`,
      headers: designer,
    });
    expect(listOf(revoked).find((row) => row.id === sent!.id)?.state).toBe('revoked');
    const page = await lookup(token);
    expect(page.statusCode).toBe(410);
    expect(page.json()).toEqual({ message: INVITE_TEXTS.linkRevoked });
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/pro/invites/${sent!.id}/resend`,
      headers: designer,
    });
    expect(resend.statusCode).toBe(422);
    expect(resend.json()).toEqual({ message: INVITE_TEXTS.notPending });
  });

  it("another pro's invitation is a 404 to resend or revoke, and stays as it was", async () => {
    const [sent] = listOf(await invite('client', address('owned')));
    for (const request of [
      { method: 'POST' as const, url: `/api/pro/invites/${sent!.id}/resend` },
      { method: 'DELETE' as const, url: `/api/pro/invites/${sent!.id}` },
    ]) {
      const response = await t.app.inject({ ...request, headers: contractor });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: INVITE_TEXTS.notFound });
    }
    expect((await list()).find((row) => row.id === sent!.id)?.state).toBe('pending');
    expect((await list(contractor)).map((row) => row.id)).not.toContain(sent!.id);
  });
});

describe('accepting', () => {
  it('a client registers in the inviting showroom, the pro sees them joined, and the link is used up', async () => {
    const email = address('homeowner');
    await invite('client', email);
    const token = await tokenMailedTo(email);
    const form = registerForm({ full_name: 'Rosa Invited', invite: token, shop_id: 0 });
    const registered = await t.app.inject({ method: 'POST', url: '/api/register', payload: form });
    expect(registered.statusCode).toBe(201);
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, form.email as string));
    expect(user?.shop_id).toBe(designerId);
    expect((await list()).find((row) => row.email === email)).toMatchObject({
      state: 'joined',
      joined_name: 'Rosa Invited',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registerForm({ invite: token }),
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: INVITE_TEXTS.linkUsed });
    expect((await lookup(token)).json()).toEqual({ message: INVITE_TEXTS.linkUsed });
  });

  it('a vendor accepting gets a pending Vendor account at the invited address with its company', async () => {
    const email = address('vendor');
    await invite('vendor', email);
    const token = await tokenMailedTo(email);
    const payload = {
      token,
      company_name: 'Stonecraft Tiles',
      full_name: 'Vera Stone',
      password: 'Showroom!2026',
    };
    const accepted = await t.app.inject({ method: 'POST', url: '/api/invitation/vendor', payload });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ message: INVITE_TEXTS.vendorPending, data: { email } });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ type: 'Vendor', status: 'Pending', first_name: 'Vera' });
    const [profile] = await t.db.select().from(vendor_profiles).where(eq(vendor_profiles.user_id, user!.id));
    expect(profile?.company_name).toBe('Stonecraft Tiles');
    expect((await list()).find((row) => row.email === email)?.state).toBe('joined');
    const twice = await t.app.inject({ method: 'POST', url: '/api/invitation/vendor', payload });
    expect(twice.statusCode).toBe(410);
  });

  it('a client link is no vendor sign-up, and an expired link says so', async () => {
    const email = address('expiring');
    await invite('client', email);
    const token = await tokenMailedTo(email);
    const asVendor = await t.app.inject({
      method: 'POST',
      url: '/api/invitation/vendor',
      payload: { token, company_name: 'X Co', full_name: 'Xavier Doe', password: 'Showroom!2026' },
    });
    expect(asVendor.statusCode).toBe(404);
    t.clock.advance(15 * DAY_MS);
    const page = await lookup(token);
    expect(page.statusCode).toBe(410);
    expect(page.json()).toEqual({ message: INVITE_TEXTS.linkExpired });
    expect((await list()).find((row) => row.email === email)?.state).toBe('expired');
  });
});
