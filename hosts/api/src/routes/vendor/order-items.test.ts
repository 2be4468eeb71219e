import { vendorOrderItemPageResponseSchema, vendorPayoutsResponseSchema } from '@showroom/contract/orders';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { order_item_status_changes, order_items } from '../../modules/orders/orders-schema.ts';
import { DAY_MS } from '../../providers/clock/clock.ts';
import type { TestOrder } from '../../testing/order-fixtures.ts';
import { useOrderTestApp } from '../../testing/order-test-kit.ts';

const kit = useOrderTestApp();
const list = async (query: string) => {
  const answer = await kit.call(kit.vendor, 'GET', `/api/vendor/order_items${query}`);
  expect(answer.statusCode).toBe(200);
  return vendorOrderItemPageResponseSchema.parse(answer.json()).data;
};

let mixed: TestOrder;
beforeAll(async () => {
  mixed = await kit.order([
    { vendorId: kit.vendor.id, productName: 'Own tile', qty: 3, finalPriceCents: 1500 },
    { vendorId: kit.otherVendor.id, productName: 'Other vendor’s slab' },
    { vendorId: kit.vendor.id, productName: 'Own grout', status: 'In Progress' },
  ]);
});

describe('GET /api/vendor/order_items', () => {
  it('lists only the vendor’s own items, newest first, with final price × qty as profit', async () => {
    const page = await list('?per_page=50');
    const ids = page.data.map((row) => row.id);
    expect(ids).toContain(mixed.itemIds[0]);
    expect(ids).not.toContain(mixed.itemIds[1]);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const tile = page.data.find((row) => row.id === mixed.itemIds[0]);
    expect(tile).toMatchObject({ product_name: 'Own tile', profit: 45, final_price: 15, qty: 3 });
    expect(tile?.order_number).toMatch(/^SR-/);
    expect(tile).not.toHaveProperty('contractor_markup_amt');
    expect(tile).not.toHaveProperty('admin_profit_inclusive_tax');
  });

  it('filters by status and pages as the spec’s pagination does', async () => {
    const inProgress = await list('?status=In%20Progress&per_page=50');
    expect(inProgress.data.map((row) => row.status)).toEqual(inProgress.data.map(() => 'In Progress'));
    expect(inProgress.data.map((row) => row.id)).toContain(mixed.itemIds[2]);
    const first = await list('?per_page=1');
    expect(first.data).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.links.at(-1)?.url).toContain('per_page=1');
  });

  it('answers bad input with field errors', async () => {
    const answer = await kit.call(kit.vendor, 'GET', '/api/vendor/order_items?status=Lost&per_page=500');
    expect(answer.statusCode).toBe(422);
    expect(Object.keys((answer.json() as { errors: object }).errors).sort()).toEqual(['per_page', 'status']);
  });
});

describe('the cached list', () => {
  it('shows an item moved or sold by another API process within a moment, told by the database', async () => {
    const statusOf = async (itemId: number) =>
      (await list('?per_page=50')).data.find((row) => row.id === itemId)?.status;
    expect(await statusOf(mixed.itemIds[0]!)).toBe('Waiting for approval');
    // Written straight to the database, as another process would: only the database's notice
    // (decision 0101) can drop this process's cached page.
    await kit.t.db
      .update(order_items)
      .set({ status: 'Ready to Pick Up' })
      .where(eq(order_items.id, mixed.itemIds[0]!));
    await expect.poll(() => statusOf(mixed.itemIds[0]!), { timeout: 2_000 }).toBe('Ready to Pick Up');
    const sold = await kit.order([{ vendorId: kit.vendor.id, productName: 'Late tile' }]);
    await expect.poll(async () => (await list('')).data[0]?.id, { timeout: 2_000 }).toBe(sold.itemIds[0]);
  });
});

describe('GET /api/vendor/payouts', () => {
  it('owes each delivered item 30 days after delivery, holds a requested return, owes nothing for a returned one', async () => {
    const now = kit.t.clock.now().getTime();
    const at = (days: number) => new Date(now - days * DAY_MS);
    const item = { vendorId: kit.vendor.id, qty: 2, finalPriceCents: 1000 };
    const old = await kit.order([{ ...item, status: 'Delivered' }], { createdAt: at(31) });
    const fresh = await kit.order([{ ...item, status: 'Delivered' }], { createdAt: at(2) });
    const held = await kit.order([{ ...item, status: 'Return Request' }], { createdAt: at(40) });
    const returned = await kit.order([{ ...item, status: 'Returned' }], { createdAt: at(40) });
    // A Return Request or Returned item was delivered first: its delivery is on the order's timeline.
    await kit.t.db.insert(order_item_status_changes).values(
      [held, returned].map((order) => ({
        order_id: order.orderId,
        order_item_id: order.itemIds[0]!,
        status: 'Delivered',
        changed_at: at(35),
      })),
    );
    const answer = await kit.call(kit.vendor, 'GET', '/api/vendor/payouts?per_page=50');
    expect(answer.statusCode).toBe(200);
    const { totals, items } = vendorPayoutsResponseSchema.parse(answer.json()).data;
    const stateOf = (order: TestOrder) => items.data.find((row) => row.order_item_id === order.itemIds[0]);
    expect(stateOf(old)).toMatchObject({ state: 'payable', amount_cents: 2000 });
    expect(stateOf(fresh)).toMatchObject({ state: 'pending', amount_cents: 2000 });
    expect(stateOf(fresh)?.payable_at).toBe(new Date(now + 28 * DAY_MS).toISOString());
    expect(totals.available_cents).toBeGreaterThanOrEqual(2000);
    expect(totals.pending_cents).toBeGreaterThanOrEqual(2000);
    expect(stateOf(held)).toMatchObject({ state: 'held', amount_cents: 2000 });
    expect(stateOf(returned)).toMatchObject({ state: 'returned', amount_cents: 0 });
    expect(totals.held_cents).toBeGreaterThanOrEqual(2000);
  });
});
