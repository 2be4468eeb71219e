import {
  MESSAGES,
  shopProfileResponseSchema,
  showroomSearchResponseSchema,
  validationErrorSchema,
} from '@showroom/contract';
import { brandPalette } from '@showroom/contract/palette';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { users } from '../../modules/identity/users-schema.ts';
import { SHOP_LINK_KEYS } from '../../modules/showrooms/showrooms-schema.ts';
import { createTestApp, TEST_SITE_ORIGIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/visualization/showrooms?${query}` });
const profile = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/visualization/shop_profile?${query}` });

async function userIdOf(email: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('GET /api/visualization/showrooms', () => {
  it('finds a showroom by its exact ID', async () => {
    const response = await search('s=HOMEPRO1');
    expect(response.statusCode).toBe(200);
    const body = showroomSearchResponseSchema.parse(response.json());
    expect(body).toEqual({
      success: true,
      message: '',
      data: {
        data: [
          {
            id: await userIdOf(DEMO_ACCOUNTS.logins.contractor.email),
            company_name: 'Evergreen Home Remodeling',
            vsd_id: 'HOMEPRO1',
          },
        ],
      },
    });
  });

  it('matches the ID case-insensitively', async () => {
    const body = showroomSearchResponseSchema.parse((await search('s=studio88')).json());
    expect(body.data.data.map((match) => match.vsd_id)).toEqual(['STUDIO88']);
  });

  it('answers an empty list for an unknown ID and for a prefix (no enumeration)', async () => {
    for (const query of ['s=NOSUCH99', 's=HOME', 's=H']) {
      const response = await search(query);
      expect(response.statusCode).toBe(200);
      expect(showroomSearchResponseSchema.parse(response.json()).data.data).toEqual([]);
    }
  });

  it('does not find a pro who is deactivated or pending', async () => {
    for (const query of ['s=CLOSED01', 's=WAITING1']) {
      expect(showroomSearchResponseSchema.parse((await search(query)).json()).data.data).toEqual([]);
    }
  });

  it.each([
    ['missing s', ''],
    ['empty s', 's='],
    ['blank s', 's=%20%20'],
    ['overlong s', 's=HOMEPRO12'],
    ['quote and SQL comment', 's=AB%27%3B--'],
    ['percent wildcard', 's=HOME%25'],
    ['array-style key', 's[]=x'],
    ['repeated key', 's=HOMEPRO1&s=STUDIO88'],
  ])('rejects %s with a 422 and an error on s', async (_label, query) => {
    const response = await search(query);
    expect(response.statusCode).toBe(422);
    const body = validationErrorSchema.parse(response.json());
    expect(body.message).toBe(MESSAGES.invalidGiven);
    expect(body.errors.s?.length).toBeGreaterThan(0);
  });
});

describe('GET /api/visualization/shop_profile', () => {
  it("returns the showroom's public profile and the categories it carries", async () => {
    const id = await userIdOf(DEMO_ACCOUNTS.logins.contractor.email);
    const response = await profile(`showroom=${id}&vsd_id=HOMEPRO1`);
    expect(response.statusCode).toBe(200);
    const body = shopProfileResponseSchema.parse(response.json());
    const data = body.data.data;
    if (Array.isArray(data)) throw new Error('expected a profile');
    expect(data.profile).toMatchObject({
      user_id: id,
      vsd_id: 'HOMEPRO1',
      company_name: 'Evergreen Home Remodeling',
      theme_color: '#0f766e',
      custom_addon: { subscription_status: 'active' },
    });
    expect(Object.keys(data.profile.links)).toEqual(expect.arrayContaining([...SHOP_LINK_KEYS]));
    // The sites the pro registered: the shell links back only to these (RETURN_TO_SITE).
    expect(data.profile.site_origins).toEqual([TEST_SITE_ORIGIN, 'http://127.0.0.1:8081'].sort());
    expect(data.category).toHaveLength(22);
    expect(data.category[0]).toMatchObject({ name: 'Appliances' });
    // Branding is allowed: the palette of the theme colour comes with it (decision 0091).
    expect(data.profile.palette).toEqual(brandPalette('#0f766e'));
  });

  it('gives the latest subscription (Basic, after a Premium 199) for the designer showroom', async () => {
    const id = await userIdOf(DEMO_ACCOUNTS.logins.designer.email);
    const data = shopProfileResponseSchema.parse((await profile(`showroom=${id}`)).json()).data.data;
    if (Array.isArray(data)) throw new Error('expected a profile');
    expect(data.profile.latest_subscription).toEqual({
      plan: 'Basic',
      paid_amount: 49,
      subscription_status: 'active',
    });
    expect(data.profile.custom_addon).toBeNull();
    // Basic does not allow branding: no palette, whatever colour is stored.
    expect(data.profile.palette).toBeNull();
  });

  it('never exposes markup, wholesale prices or the password hash', async () => {
    const id = await userIdOf(DEMO_ACCOUNTS.logins.contractor.email);
    const text = (await profile(`showroom=${id}`)).body;
    expect(text).not.toMatch(/markup|wholesale|password|argon2/i);
  });

  it('answers 200 with an empty list for an unknown, inactive or mismatched showroom', async () => {
    const contractor = await userIdOf(DEMO_ACCOUNTS.logins.contractor.email);
    const closed = await userIdOf('closed01@pros.showroom.test');
    const homeowner = await userIdOf(DEMO_ACCOUNTS.logins.homeowner.email);
    for (const query of [
      'showroom=999999',
      `showroom=${closed}`,
      `showroom=${homeowner}`,
      `showroom=${contractor}&vsd_id=STUDIO88`,
    ]) {
      const response = await profile(query);
      expect(response.statusCode).toBe(200);
      expect(shopProfileResponseSchema.parse(response.json()).data.data).toEqual([]);
    }
  });

  it.each([
    ['missing showroom', '', 'showroom'],
    ['non-numeric showroom', 'showroom=abc', 'showroom'],
    ['negative showroom', 'showroom=-3', 'showroom'],
    ['short vsd_id', 'showroom=1&vsd_id=ABC', 'vsd_id'],
    ['odd characters in vsd_id', 'showroom=1&vsd_id=AB%27%3B--xx', 'vsd_id'],
  ])('rejects %s with a 422', async (_label, query, field) => {
    const response = await profile(query);
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors[field]?.length).toBeGreaterThan(0);
  });
});
