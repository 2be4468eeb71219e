import { MESSAGES, validationErrorSchema } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  profileResponseSchema,
  profileUpdateResponseSchema,
} from '@showroom/contract/account';
import { DEFAULT_SHIPPING_CHARGE } from '@showroom/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

const { homeowner, unverified } = DEMO_ACCOUNTS.logins;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const getProfile = async (email: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/profile${query}`, headers: bearer(await t.tokenFor(email)) });
const putProfile = async (email: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profile', payload, headers: bearer(await t.tokenFor(email)) });

const address = { street: '5 Harbor View', state: 'OR', city: 'Portland', zip_code: '97201', apartment: '' };

describe('GET /api/profile', () => {
  it("returns the user's own profile with a masked saved card", async () => {
    for (const query of ['', '?checkout=1']) {
      const response = await getProfile(homeowner.email, query);
      expect(response.statusCode).toBe(200);
      const { data } = profileResponseSchema.parse(response.json());
      expect(data).toMatchObject({
        first_name: 'Olivia',
        last_name: 'Bennett',
        email: homeowner.email,
        shipping_address: {
          street: '1200 Willow Creek Lane',
          city: 'Sacramento',
          state: 'CA',
          zip_code: '95814',
          apartment: 'Unit 4B',
        },
        shipping_charge: DEFAULT_SHIPPING_CHARGE,
        payment_details: {
          brand: 'visa',
          last4: '4242',
          card_number: '•••• 4242',
          exp_date: '12/30',
          name_on_Card: 'Olivia Bennett',
        },
      });
      expect(response.body).not.toMatch(/4242424242424242|cvv|gateway_token|sandbox_card|password/i);
    }
  });

  it('has no address or card for a user who has none', async () => {
    const { data } = profileResponseSchema.parse((await getProfile(unverified.email)).json());
    expect(data).toMatchObject({
      email: unverified.email,
      shipping_address: null,
      payment_details: null,
      shipping_charge: 0,
    });
  });

  it('rejects an unknown checkout flag', async () => {
    expect((await getProfile(homeowner.email, '?checkout=yes')).statusCode).toBe(422);
  });

  it('needs a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
  });
});

describe('PUT /api/profile', () => {
  it("saves the user's own shipping address and answers the shipping charge", async () => {
    const response = await putProfile(unverified.email, { ...address, checkout: 1 });
    expect(response.statusCode).toBe(200);
    expect(profileUpdateResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: ACCOUNT_MESSAGES.profileUpdated,
      data: { shipping_charge: 0 },
    });
    const { data } = profileResponseSchema.parse((await getProfile(unverified.email)).json());
    expect(data.shipping_address).toEqual({ ...address, apartment: null });

    await putProfile(unverified.email, { ...address, street: '6 Harbor View', apartment: 'Apt 2' });
    const updated = profileResponseSchema.parse((await getProfile(unverified.email)).json()).data;
    expect(updated.shipping_address).toMatchObject({ street: '6 Harbor View', apartment: 'Apt 2' });
    // Another user's address is untouched.
    const other = profileResponseSchema.parse((await getProfile(homeowner.email)).json()).data;
    expect(other.shipping_address?.street).toBe('1200 Willow Creek Lane');
  });

  it.each([
    ['missing street', { street: undefined }, 'street'],
    ['blank city', { city: '  ' }, 'city'],
    ['state of the wrong type', { state: 7 }, 'state'],
    ['overlong zip code', { zip_code: '12345678901' }, 'zip_code'],
    ['overlong apartment', { apartment: 'a'.repeat(101) }, 'apartment'],
    ['a checkout flag that is not 0/1/boolean', { checkout: 'yes' }, 'checkout'],
  ])('rejects a %s with a 422', async (_label, overrides, field) => {
    const response = await putProfile(unverified.email, { ...address, ...overrides });
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors[field]?.length).toBeGreaterThan(0);
  });

  it.each([
    ['ZZ', { state: 'ZZ' }, { state: ['The state field must be one of the 50 US states or DC.'] }],
    ['Calif', { state: 'Calif' }, { state: ['The state field must be one of the 50 US states or DC.'] }],
    ['N/A', { state: 'N/A' }, { state: ['The state field must be one of the 50 US states or DC.'] }],
    ['a territory (PR)', { state: 'PR', zip_code: '00901' }, { state: [expect.any(String)] }],
    [
      'a ZIP code of 4 digits',
      { zip_code: '9720' },
      { zip_code: ['The zip code field must be a US ZIP code: 5 digits, or ZIP+4 (12345-6789).'] },
    ],
    [
      'a ZIP code of another state',
      { zip_code: '94107' },
      { zip_code: ['94107 is not a ZIP code of Oregon.'] },
    ],
  ])(
    'refuses the state or ZIP code %s with a 422 and the field error, saving nothing',
    async (_label, overrides, errors) => {
      const before = profileResponseSchema.parse((await getProfile(homeowner.email)).json()).data;
      const response = await putProfile(homeowner.email, { ...address, ...overrides });
      expect(response.statusCode).toBe(422);
      expect(validationErrorSchema.parse(response.json()).errors).toEqual(errors);
      const after = profileResponseSchema.parse((await getProfile(homeowner.email)).json()).data;
      expect(after.shipping_address).toEqual(before.shipping_address);
    },
  );

  it('stores the state as its code and takes a ZIP+4', async () => {
    const response = await putProfile(unverified.email, { ...address, state: 'or', zip_code: '97201-1234' });
    expect(response.statusCode).toBe(200);
    const { data } = profileResponseSchema.parse((await getProfile(unverified.email)).json());
    expect(data.shipping_address).toMatchObject({ state: 'OR', zip_code: '97201-1234' });
  });

  it('needs a sign-in', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile', payload: address })).statusCode).toBe(
      401,
    );
  });
});
