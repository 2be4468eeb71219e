import { validationErrorSchema } from '@showroom/contract';
import { LEAD_FORM } from '@showroom/contract/lead';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { clientAddresses } from '../testing/client-addresses.ts';
import { registerForm } from '../testing/register-form.ts';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';

const { homeowner, contractor } = DEMO_ACCOUNTS.logins;
let t: TestApp;
let token: string;
let showroom: number;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  token = await t.tokenFor(homeowner.email);
  showroom = await t.userIdOf(contractor.email);
});
afterAll(() => t.close());

const freshIp = clientAddresses(61);
const NUL = 'x\u0000y';
const LONE_SURROGATE = 'x\ud800y';
const expectedError = (label: string) => `The ${label} field must not contain invalid characters.`;

/** JSON text written by hand: JSON.stringify of a lone surrogate writes its escape, as a hostile client would too. */
const rawJson = (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, auth?: string) =>
  t.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { 'content-type': 'application/json', ...(auth ? bearer(auth) : {}) },
    payload: JSON.stringify(body),
  });

const expect422For = (response: { statusCode: number; json(): unknown }, field: string, label = field) => {
  expect(response.statusCode).toBe(422);
  const body = validationErrorSchema.parse(response.json());
  expect(body.errors[field]).toEqual([expectedError(label)]);
};

const address = { street: '5 Harbor View', state: 'OR', city: 'Portland', zip_code: '97201', apartment: '' };
const lead = {
  full_name: 'Dana Homeowner',
  email: 'dana@example.com',
  phone_number: '(555) 123-4567',
  action: LEAD_FORM.action,
  lead_type: LEAD_FORM.leadType,
};

describe('a NUL or a lone surrogate in any text field is a 422 naming the field', () => {
  for (const [name, bad] of [
    ['NUL', NUL],
    ['lone surrogate', LONE_SURROGATE],
  ] as const) {
    it(`${name}: profile street`, async () => {
      expect422For(await rawJson('PUT', '/api/profile', { ...address, street: bad }, token), 'street');
    });

    it(`${name}: product search q`, async () => {
      const response = await rawJson('POST', '/api/visualization/products', { category: 1, q: bad });
      expect422For(response, 'q');
    });

    it(`${name}: project draft floorplan, however deep`, async () => {
      const draft = { showroom, floorplan: { rooms: [{ name: bad }] }, floorTemplate: { id: 1 } };
      expect422For(await rawJson('POST', '/api/projectCart', draft, token), 'floorplan.rooms.0.name');
    });

    it(`${name}: registration full_name`, async () => {
      expect422For(
        await rawJson('POST', '/api/register', registerForm({ full_name: bad })),
        'full_name',
        'full name',
      );
    });

    it(`${name}: lead full_name and phone_number (JSON)`, async () => {
      const response = await rawJson('POST', '/api/sample_request', {
        ...lead,
        full_name: bad,
        phone_number: bad,
      });
      expect422For(response, 'full_name', 'full name');
      expect422For(response, 'phone_number', 'phone number');
    });
  }

  // A lone surrogate has no UTF-8 form, so it cannot be percent-encoded into a URL: NUL only.
  it('NUL: a query string', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/visualization/showrooms?s=ab%00cd' });
    expect422For(response, 's');
  });

  it('NUL: a lead sent as multipart/form-data', async () => {
    const boundary = '----safe-text-boundary';
    const parts = Object.entries({ ...lead, full_name: NUL, shop_profile_id: NUL }).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sample_request',
      remoteAddress: freshIp(),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${parts.join('')}--${boundary}--\r\n`,
    });
    expect422For(response, 'full_name', 'full name');
    expect422For(response, 'shop_profile_id', 'shop profile id');
  });

  it('NUL: a path parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/email/verify/abc%00def' });
    expect422For(response, 'token');
  });

  it('keeps well-formed text, emoji and accents included', async () => {
    const response = await rawJson('PUT', '/api/profile', { ...address, street: '5 Hârbor View 🏠' }, token);
    expect(response.statusCode).toBe(200);
  });
});
