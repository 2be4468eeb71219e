import { validationErrorSchema } from '@showroom/contract';
import { PRO_MESSAGES, proLeadPageResponseSchema, proLeadResponseSchema } from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { users } from '../../modules/identity/users-schema.ts';
import { sample_requests } from '../../modules/leads/sample-requests-schema.ts';
import { insertTestUser } from '../../testing/order-fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let designer: Record<string, string>;
let contractor: Record<string, string>;
let requestId: number;
let registrationId: number;
let othersRequestId: number;

const request = async (shop: number, name: string, createdAt: string) => {
  const [row] = await t.db
    .insert(sample_requests)
    .values({
      full_name: name,
      email: `${name.split(' ')[0]!.toLowerCase()}@leads.example`,
      phone_number: '5550100000',
      action: 'save-up-to-30',
      lead_type: 'Pop-Ups',
      shop_profile_id: shop,
      file_paths: ['leads/a.png', 'leads/b.png'],
      created_at: new Date(createdAt),
    })
    .returning({ id: sample_requests.id });
  return row!.id;
};

/** The designer's showroom: a sample request (older) and a homeowner who registered from it (newer). */
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  const { designer: designerLogin, contractor: contractorLogin } = DEMO_ACCOUNTS.logins;
  designer = bearer(await t.tokenFor(designerLogin.email));
  contractor = bearer(await t.tokenFor(contractorLogin.email));
  const designerId = await t.userIdOf(designerLogin.email);
  requestId = await request(designerId, 'Grace Hopper', '2026-05-01T09:00:00Z');
  registrationId = await insertTestUser(t.db, 'User', 'Katherine');
  await t.db
    .update(users)
    .set({ shop_id: designerId, created_at: new Date('2026-05-02T09:00:00Z') })
    .where(eq(users.id, registrationId));
  othersRequestId = await request(
    await t.userIdOf(contractorLogin.email),
    'Alan Turing',
    '2026-05-03T09:00:00Z',
  );
});
afterAll(() => t.close());

const list = async (headers: Record<string, string>, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/pro/leads${query}`, headers });
  expect(response.statusCode).toBe(200);
  return proLeadPageResponseSchema.parse(response.json()).data;
};
const setStatus = (headers: Record<string, string>, path: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/pro/leads/${path}/status`, headers, payload: payload as object });

describe('GET /api/pro/leads', () => {
  it('lists the lead form’s requests and the registrations from the pro’s showroom, newest first, all New', async () => {
    const page = await list(designer);
    expect(page.data.map(({ kind, id, status }) => [kind, id, status])).toEqual([
      ['registration', registrationId, 'New'],
      ['request', requestId, 'New'],
    ]);
    expect(page.data[1]).toMatchObject({ name: 'Grace Hopper', lead_type: 'Pop-Ups', picture_count: 2 });
    expect(page.data[1]!.created_at).toBe('2026-05-01T09:00:00.000Z');
    expect(page.total).toBe(2);
  });

  it('never shows another showroom’s leads', async () => {
    expect((await list(designer, '?per_page=50')).data.map((lead) => lead.id)).not.toContain(othersRequestId);
    expect((await list(contractor, '?per_page=50')).data.map((lead) => lead.id)).toContain(othersRequestId);
  });
});

describe('PUT /api/pro/leads/{kind}/{id}/status', () => {
  it('sets the status the pro chose; the list shows it and filters by it', async () => {
    const response = await setStatus(designer, `request/${requestId}`, { status: 'Contacted' });
    expect(response.statusCode).toBe(200);
    const body = proLeadResponseSchema.parse(response.json());
    expect(body.message).toBe(PRO_MESSAGES.leadStatusSaved.replace('{status}', 'Contacted'));
    expect(body.data).toMatchObject({ kind: 'request', id: requestId, status: 'Contacted' });
    expect((await setStatus(designer, `request/${requestId}`, { status: 'Won' })).statusCode).toBe(200);
    const won = await list(designer, '?status=Won');
    expect(won.data.map((lead) => lead.id)).toEqual([requestId]);
    expect((await list(designer, '?status=New')).data.map((lead) => lead.id)).toEqual([registrationId]);
  });

  it('finds no lead of another showroom, nor one of the wrong kind', async () => {
    expect((await setStatus(designer, `request/${othersRequestId}`, { status: 'Lost' })).statusCode).toBe(
      404,
    );
    expect((await setStatus(designer, `registration/${requestId}`, { status: 'Lost' })).statusCode).toBe(404);
    const untouched = await list(contractor, '?per_page=50');
    expect(untouched.data.find((lead) => lead.id === othersRequestId)?.status).toBe('New');
  });

  it('answers a status or kind not on the list with 422 and the field at fault', async () => {
    const badStatus = await setStatus(designer, `request/${requestId}`, { status: 'Maybe' });
    expect(badStatus.statusCode).toBe(422);
    expect(validationErrorSchema.parse(badStatus.json()).errors).toHaveProperty('status');
    const badKind = await setStatus(designer, `visit/${requestId}`, { status: 'Lost' });
    expect(badKind.statusCode).toBe(422);
    expect(validationErrorSchema.parse(badKind.json()).errors).toHaveProperty('kind');
  });
});
