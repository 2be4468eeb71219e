import { MESSAGES, shopProfileResponseSchema, validationErrorSchema } from '@showroom/contract';
import { MAX_SITE_ORIGINS, PRO_MESSAGES, siteOriginsResponseSchema } from '@showroom/contract/pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import {
  bearer,
  createTestApp,
  TEST_PLATFORM_ORIGIN,
  TEST_SITE_ORIGIN,
  type TestApp,
} from '../../testing/test-app.ts';

let t: TestApp;
let contractor: Record<string, string>;
let designer: Record<string, string>;
let contractorId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  contractor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.contractor.email));
  designer = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.designer.email));
  contractorId = await t.userIdOf(DEMO_ACCOUNTS.logins.contractor.email);
});
afterAll(() => t.close());

const list = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/pro/site_origins', headers });
const add = (headers: Record<string, string>, origin: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/pro/site_origins', headers, payload: { origin } });
const remove = (headers: Record<string, string>, origin: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/pro/site_origins?${new URLSearchParams({ origin })}`,
    headers,
  });
const originsOf = (response: { json(): unknown }) =>
  siteOriginsResponseSchema.parse(response.json()).data.data.map((row) => row.origin);
/** What the CORS check answers a preflight from `origin` with. */
const corsAllows = async (origin: string) => {
  const response = await t.app.inject({
    method: 'OPTIONS',
    url: '/api/setting',
    headers: { origin, 'access-control-request-method': 'GET' },
  });
  return response.headers['access-control-allow-origin'] === origin;
};
const publicSites = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/visualization/shop_profile?showroom=${contractorId}&vsd_id=HOMEPRO1`,
  });
  const { data } = shopProfileResponseSchema.parse(response.json()).data;
  return Array.isArray(data) ? [] : data.profile.site_origins;
};
const fieldErrorOf = (response: { json(): unknown }) =>
  validationErrorSchema.parse(response.json()).errors.origin;

describe("a pro's site origins", () => {
  it("lists the pro's own sites, oldest first", async () => {
    const response = await list(contractor);
    expect(response.statusCode).toBe(200);
    expect(originsOf(response)).toEqual([TEST_SITE_ORIGIN, 'http://127.0.0.1:8081']);
    expect(originsOf(await list(designer))).toEqual([]);
  });

  it('registers a pasted address as its origin, allowed by CORS and listed in the shop profile at once', async () => {
    const origin = 'https://www.evergreen-remodel.example';
    // Both caches hold the old answers before the change.
    expect(await corsAllows(origin)).toBe(false);
    expect(await publicSites()).not.toContain(origin);
    const response = await add(
      contractor,
      '  https://WWW.Evergreen-Remodel.example:443/shop/?showroom-path=/cart ',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: PRO_MESSAGES.originAdded });
    expect(originsOf(response).at(-1)).toBe(origin);
    expect(await corsAllows(origin)).toBe(true);
    expect(await publicSites()).toContain(origin);

    const removed = await remove(contractor, `${origin}/`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: PRO_MESSAGES.originRemoved });
    expect(originsOf(removed)).not.toContain(origin);
    expect(await corsAllows(origin)).toBe(false);
    expect(await publicSites()).not.toContain(origin);
  });

  it('refuses a duplicate, the platform itself, and what is no http(s) address, with a field error', async () => {
    const cases: [unknown, string][] = [
      [`${TEST_SITE_ORIGIN}/products.html`, PRO_MESSAGES.originTaken],
      [`${TEST_PLATFORM_ORIGIN}/showroom/`, PRO_MESSAGES.originPlatform],
      ['example.com', PRO_MESSAGES.originInvalid],
      ['javascript:alert(1)', PRO_MESSAGES.originInvalid],
      [42, PRO_MESSAGES.originInvalid],
    ];
    for (const [origin, message] of cases) {
      const response = await add(contractor, origin);
      expect(response.statusCode, String(origin)).toBe(422);
      expect(fieldErrorOf(response), String(origin)).toEqual([message]);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/pro/site_origins',
      headers: contractor,
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(fieldErrorOf(missing)).toEqual([PRO_MESSAGES.originInvalid]);
  });

  it(`refuses more than ${MAX_SITE_ORIGINS} sites, then takes one again after a removal`, async () => {
    const have = originsOf(await list(designer)).length;
    for (let index = have; index < MAX_SITE_ORIGINS; index += 1)
      expect((await add(designer, `https://site-${index}.studio88.example`)).statusCode).toBe(200);
    const over = await add(designer, 'https://one-too-many.studio88.example');
    expect(over.statusCode).toBe(422);
    expect(fieldErrorOf(over)).toEqual([PRO_MESSAGES.originLimit.replace('{max}', String(MAX_SITE_ORIGINS))]);
    expect((await remove(designer, 'https://site-0.studio88.example')).statusCode).toBe(200);
    expect((await add(designer, 'https://one-too-many.studio88.example')).statusCode).toBe(200);
  });

  it("never shows or removes another pro's site: it is simply not registered for them", async () => {
    expect(originsOf(await list(designer))).not.toContain(TEST_SITE_ORIGIN);
    const response = await remove(designer, TEST_SITE_ORIGIN);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PRO_MESSAGES.originNotFound });
    expect(originsOf(await list(contractor))).toContain(TEST_SITE_ORIGIN);
  });

  it('is closed to homeowners and vendors', async () => {
    for (const login of [DEMO_ACCOUNTS.logins.homeowner, DEMO_ACCOUNTS.logins.vendor]) {
      const headers = bearer(await t.tokenFor(login.email));
      for (const response of [
        await list(headers),
        await add(headers, 'https://x.example'),
        await remove(headers, TEST_SITE_ORIGIN),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: MESSAGES.forbidden });
      }
    }
    expect(originsOf(await list(contractor))).toContain(TEST_SITE_ORIGIN);
  });
});
