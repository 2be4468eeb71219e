import { adminProfitResponseSchema } from '@showroom/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { vendor_profiles } from '../../modules/identity/users-schema.ts';
import { otpVerifiedAdminToken } from '../../testing/access-callers.ts';
import { insertTestOrder } from '../../testing/order-fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let ids: { vendor: number; contractor: number; designer: number };

/**
 * Orders of 2031 (after anything the seed places): the contractor's showroom sells in January and
 * February, the designer's in February; one item is returned, one awaits its return.
 */
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  admin = bearer(await otpVerifiedAdminToken(t));
  const { logins } = DEMO_ACCOUNTS;
  ids = {
    vendor: await t.userIdOf(logins.vendor.email),
    contractor: await t.userIdOf(logins.contractor.email),
    designer: await t.userIdOf(logins.designer.email),
  };
  await t.db
    .insert(vendor_profiles)
    .values({ user_id: ids.vendor, company_name: 'Victor Supply' })
    .onConflictDoUpdate({ target: vendor_profiles.user_id, set: { company_name: 'Victor Supply' } });
  const userId = await t.userIdOf(logins.homeowner.email);
  await insertTestOrder(t.db, {
    userId,
    showroomId: ids.contractor,
    createdAt: new Date('2031-01-10T12:00:00Z'),
    items: [
      { vendorId: ids.vendor, adminProfitCents: 1_000 },
      { vendorId: ids.vendor, adminProfitCents: 250, status: 'Returned' },
    ],
  });
  await insertTestOrder(t.db, {
    userId,
    showroomId: ids.contractor,
    createdAt: new Date('2031-02-03T12:00:00Z'),
    items: [{ vendorId: ids.vendor, adminProfitCents: 500 }],
  });
  await insertTestOrder(t.db, {
    userId,
    showroomId: ids.designer,
    createdAt: new Date('2031-02-28T23:30:00Z'),
    items: [
      { vendorId: null, adminProfitCents: 2_000 },
      { vendorId: ids.vendor, adminProfitCents: 100, status: 'Return Request' },
    ],
  });
});
afterAll(() => t.close());

const profit = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/profit?${query}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return adminProfitResponseSchema.parse(response.json()).data;
};
const IN_2031 = 'from=2031-01-01&to=2031-12-31';

describe('GET /api/admin/profit', () => {
  it('sums admin_profit_inclusive_tax by month, returns counting negative', async () => {
    expect(await profit(`by=month&${IN_2031}`)).toEqual({
      by: 'month',
      rows: [
        { key: '2031-01', label: '2031-01', items: 2, profit: 7.5 },
        { key: '2031-02', label: '2031-02', items: 3, profit: 24 },
      ],
      total: 31.5,
    });
  });

  it('by showroom and by vendor, highest profit first, with their names', async () => {
    const byShowroom = await profit(`by=showroom&${IN_2031}`);
    expect(byShowroom.rows.map(({ key, items, profit }) => ({ key, items, profit }))).toEqual([
      { key: String(ids.designer), items: 2, profit: 19 },
      { key: String(ids.contractor), items: 3, profit: 12.5 },
    ]);
    const byVendor = await profit(`by=vendor&${IN_2031}`);
    expect(byVendor.rows).toEqual([
      { key: '', label: 'No vendor', items: 1, profit: 20 },
      { key: String(ids.vendor), label: 'Victor Supply', items: 4, profit: 11.5 },
    ]);
  });

  it('keeps to the days asked for, and refuses a bad group or a backwards range with 422', async () => {
    expect((await profit('by=month&from=2031-02-01&to=2031-02-28')).total).toBe(24);
    for (const query of ['by=week', 'from=2031-02-01&to=2031-01-01', 'from=yesterday']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/profit?${query}`,
        headers: admin,
      });
      expect(response.statusCode, query).toBe(422);
    }
  });
});

describe('GET /api/admin/profit.csv', () => {
  it('streams the same rows as a spreadsheet, the group’s own column first', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/profit.csv?by=vendor&${IN_2031}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="profit-by-vendor-/);
    expect(
      response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual(['Vendor,Items,Admin profit (USD)', 'No vendor,1,20.00', 'Victor Supply,4,11.50']);
  });
});
