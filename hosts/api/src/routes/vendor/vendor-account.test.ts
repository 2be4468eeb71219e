import { validationErrorSchema } from '@showroom/contract';
import { VENDOR_ACCOUNT_MESSAGES, vendorAccountResponseSchema } from '@showroom/contract/vendor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { vendorWithBankAccount } from '../../testing/payout-test-kit.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let vendor: Record<string, string>;
let otherVendor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  vendor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.vendor.email));
  otherVendor = bearer(await t.tokenFor('metrotile@vendors.showroom.test'));
});
afterAll(() => t.close());

const DETAILS = {
  company_name: 'Summit Supply Co.',
  contact_name: 'Dana Reyes',
  phone: '(512) 555-0142',
  warehouse_address: '1200 Dock Rd',
  warehouse_city: 'Austin',
  warehouse_state: 'tx',
  warehouse_zip: '78701',
};
const account = async (headers: Record<string, string>) =>
  vendorAccountResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/vendor/account', headers })).json(),
  ).data;
const save = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/vendor/account', headers, payload });

describe("a vendor's account set-up", () => {
  it('tells a seeded vendor what is still missing: contact, warehouse and payout details', async () => {
    const mine = await account(vendor);
    expect(mine.email).toBe(DEMO_ACCOUNTS.logins.vendor.email);
    expect(mine.company_name).toBe('Summit Supply Co.');
    expect(mine.missing).toEqual(['contact', 'warehouse', 'payout']);
  });

  it('counts payout details as given once the bank account is saved through the gateway', async () => {
    await vendorWithBankAccount(t, DEMO_ACCOUNTS.logins.vendor.email, '000123456001');
    expect((await account(vendor)).missing).toEqual(['contact', 'warehouse']);
    expect((await account(otherVendor)).missing).toContain('payout');
  });

  it('saves contact and warehouse (state as its code), and says when the account is complete', async () => {
    const response = await save(vendor, DETAILS);
    expect(response.statusCode, response.body).toBe(200);
    const saved = vendorAccountResponseSchema.parse(response.json());
    expect(saved.message).toBe(VENDOR_ACCOUNT_MESSAGES.complete);
    expect(saved.data).toMatchObject({ warehouse_state: 'TX', missing: [] });
    expect((await account(otherVendor)).contact_name).toBeNull();
  });

  it('adds a brand line to list products under', async () => {
    const before = (await account(vendor)).brands.length;
    await save(vendor, { ...DETAILS, new_brand: 'Summit Studio' });
    const after = await account(vendor);
    expect(after.brands).toContain('Summit Studio');
    expect(after.brands).toHaveLength(before + 1);
  });

  it('refuses a ZIP code of another state under the ZIP box', async () => {
    const response = await save(vendor, { ...DETAILS, warehouse_zip: '10001' });
    expect(response.statusCode).toBe(422);
    const errors = validationErrorSchema.parse(response.json()).errors;
    expect(Object.keys(errors)).toEqual(['warehouse_zip']);
    expect(errors.warehouse_zip?.[0]).toContain('10001');
  });
});
