import { shopProfileResponseSchema, validationErrorSchema } from '@showroom/contract';
import { PRO_MESSAGES, proShowroomResponseSchema } from '@showroom/contract/pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let contractor: Record<string, string>;
let contractorId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  contractor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.contractor.email));
  contractorId = await t.userIdOf(DEMO_ACCOUNTS.logins.contractor.email);
});
afterAll(() => t.close());

const read = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/pro/showroom', headers });
const save = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/pro/showroom', headers, payload });
const publicProfile = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/visualization/shop_profile?showroom=${contractorId}`,
  });
  const data = shopProfileResponseSchema.parse(response.json()).data.data;
  if (Array.isArray(data)) throw new Error('expected a profile');
  return data.profile;
};

const EDIT = {
  company_name: 'Evergreen Home Remodeling & Design',
  website_url: 'https://www.evergreen-remodel.example',
  phone: '(555) 010-2222',
  email: 'studio@evergreen-remodel.example',
  links: { about: 'https://www.evergreen-remodel.example/about', reviews: '' },
};

describe('GET and PUT /api/pro/showroom', () => {
  it('reads the pro’s own showroom name and footer links', async () => {
    const response = await read(contractor);
    expect(response.statusCode).toBe(200);
    const showroom = proShowroomResponseSchema.parse(response.json()).data;
    expect(showroom.company_name).toBe('Evergreen Home Remodeling');
    expect(Object.keys(showroom.links).sort()).toEqual(
      ['about', 'contact', 'image-sharing', 'maps', 'portfolio', 'reviews', 'services'].sort(),
    );
  });

  it('saves them, an empty link clears it, and the public profile shows them at once', async () => {
    // The search answer is cached before the change, as a visitor's typing leaves it.
    const searchBefore = await t.app.inject({
      method: 'GET',
      url: '/api/visualization/showrooms?s=HOMEPRO1',
    });
    expect(searchBefore.json()).toMatchObject({
      data: { data: [{ company_name: 'Evergreen Home Remodeling' }] },
    });
    const response = await save(contractor, EDIT);
    expect(response.statusCode).toBe(200);
    const body = proShowroomResponseSchema.parse(response.json());
    expect(body.message).toBe(PRO_MESSAGES.showroomSaved);
    expect(body.data.links.about).toBe(EDIT.links.about);
    expect(body.data.links.reviews).toBeNull();
    const profile = await publicProfile();
    expect(profile.company_name).toBe(EDIT.company_name);
    const search = await t.app.inject({ method: 'GET', url: '/api/visualization/showrooms?s=HOMEPRO1' });
    expect(search.json()).toMatchObject({ data: { data: [{ company_name: EDIT.company_name }] } });
    expect(profile.website_url).toBe(EDIT.website_url);
    expect(profile.links).toEqual({ about: EDIT.links.about });
  });

  it('refuses a link that is no web address, naming the field, and keeps what was saved', async () => {
    const response = await save(contractor, {
      ...EDIT,
      links: { maps: 'javascript:alert(1)' },
      company_name: '',
    });
    expect(response.statusCode).toBe(422);
    const errors = validationErrorSchema.parse(response.json()).errors;
    expect(Object.keys(errors).sort()).toEqual(['company_name', 'links.maps']);
    expect((await publicProfile()).company_name).toBe(EDIT.company_name);
  });

  it('is the pro’s own: a homeowner or a vendor is refused', async () => {
    for (const email of [DEMO_ACCOUNTS.logins.homeowner.email, DEMO_ACCOUNTS.logins.vendor.email]) {
      const headers = bearer(await t.tokenFor(email));
      expect((await read(headers)).statusCode).toBe(403);
      expect((await save(headers, EDIT)).statusCode).toBe(403);
    }
  });
});
