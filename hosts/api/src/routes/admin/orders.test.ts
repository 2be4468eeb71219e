import {
  adminOrderFilterOptionsResponseSchema,
  adminOrderPageResponseSchema,
} from '@showroom/contract/orders';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { order_items } from '../../modules/orders/orders-schema.ts';
import type { TestOrder } from '../../testing/order-fixtures.ts';
import { useOrderTestApp } from '../../testing/order-test-kit.ts';

const kit = useOrderTestApp();
const page = async (query: string) => {
  const answer = await kit.call(kit.admin, 'GET', `/api/admin/orders${query}`);
  expect(answer.statusCode).toBe(200);
  return adminOrderPageResponseSchema.parse(answer.json()).data;
};
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

let own: TestOrder;
let other: TestOrder;
let old: TestOrder;
beforeAll(async () => {
  own = await kit.order([
    { vendorId: kit.vendor.id, status: 'Shipped', adminProfitCents: 300 },
    { vendorId: kit.vendor.id, status: 'Returned', adminProfitCents: 100 },
  ]);
  other = await kit.order([{ vendorId: kit.otherVendor.id }]);
  old = await kit.order([{ vendorId: kit.otherVendor.id }], {
    createdAt: new Date(Date.parse('2025-06-15T12:00:00Z')),
  });
});

describe('GET /api/admin/orders', () => {
  it('lists every order newest first, with its showroom, customer and the platform’s profit', async () => {
    const rows = (await page('?per_page=50')).data;
    const ids = idsOf(rows);
    expect(ids).toEqual(expect.arrayContaining([own.orderId, other.orderId, old.orderId]));
    const row = rows.find((each) => each.id === own.orderId);
    // $3.00 for the shipped item, less $1.00 for the returned one (spec §6: negative for returns).
    expect(row).toMatchObject({ item_count: 2, statuses: ['Shipped', 'Returned'], profit: 2 });
    expect(row?.showroom).not.toBe('');
  });

  it('filters by vendor, status, showroom and the days placed', async () => {
    expect(idsOf((await page(`?vendor=${kit.vendor.id}&per_page=50`)).data)).toContain(own.orderId);
    expect(idsOf((await page(`?vendor=${kit.vendor.id}&per_page=50`)).data)).not.toContain(other.orderId);
    const shipped = idsOf((await page('?status=Shipped&per_page=50')).data);
    expect(shipped).toContain(own.orderId);
    expect(shipped).not.toContain(other.orderId);
    const january = idsOf((await page('?from=2025-06-15&to=2025-06-15&per_page=50')).data);
    expect(january).toEqual([old.orderId]);
    expect(idsOf((await page(`?showroom=${kit.pro.id}&per_page=50`)).data)).toContain(own.orderId);
    expect(idsOf((await page(`?showroom=${kit.otherPro.id}&per_page=50`)).data)).not.toContain(own.orderId);
  });

  it('answers bad filters with field errors', async () => {
    const answer = await kit.call(kit.admin, 'GET', '/api/admin/orders?from=2026-02-30&vendor=abc');
    expect(answer.statusCode).toBe(422);
    expect(Object.keys((answer.json() as { errors: object }).errors).sort()).toEqual(['from', 'vendor']);
  });
});

describe('the cached list', () => {
  it('shows an item moved or an order placed by another API process within a moment, told by the database', async () => {
    const statusesOf = async (orderId: number) =>
      (await page('?per_page=50')).data.find((row) => row.id === orderId)?.statuses;
    expect(await statusesOf(other.orderId)).toEqual(['Waiting for approval']);
    // Written straight to the database, as another process would: only the database's notice
    // (decision 0101) can drop this process's cached page.
    await kit.t.db
      .update(order_items)
      .set({ status: 'Shipped' })
      .where(eq(order_items.id, other.itemIds[0]!));
    await expect.poll(() => statusesOf(other.orderId), { timeout: 2_000 }).toEqual(['Shipped']);
    const placed = await kit.order([{ vendorId: kit.vendor.id }]);
    await expect.poll(async () => (await page('')).data[0]?.id, { timeout: 2_000 }).toBe(placed.orderId);
  });
});

describe('GET /api/admin/order_filters', () => {
  it('names the showrooms and vendors to filter by', async () => {
    const answer = await kit.call(kit.admin, 'GET', '/api/admin/order_filters');
    const { showrooms, vendors } = adminOrderFilterOptionsResponseSchema.parse(answer.json()).data;
    expect(vendors.map((vendor) => vendor.id)).toEqual(
      expect.arrayContaining([kit.vendor.id, kit.otherVendor.id]),
    );
    expect(showrooms.length).toBeGreaterThan(0);
  });
});
