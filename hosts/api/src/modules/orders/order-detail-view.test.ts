import { orderDetailSchema } from '@showroom/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
import { insertTestOrder, insertTestUser } from '../../testing/order-fixtures.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { orderDetailView } from './order-detail-view.ts';
import { order_item_status_changes, order_items } from './orders-schema.ts';

let database: DatabaseHandle;
let homeowner: number;
let tiles: number;
let stone: number;

beforeAll(async () => {
  database = await openTestDatabase();
  homeowner = await insertTestUser(database.db, 'User', 'Olivia');
  tiles = await insertTestUser(database.db, 'Vendor', 'Metro Tiles');
  stone = await insertTestUser(database.db, 'Vendor', 'Pacific Stone');
});
afterAll(() => database.close());

const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS);

describe('orderDetailView', () => {
  it('is null for an order that does not exist', async () => {
    expect(await orderDetailView(database.db, 999_999, new Date())).toBeNull();
  });

  it('groups items by vendor in cart order with prices and no profit', async () => {
    const placed = new Date('2026-03-02T10:00:00Z');
    const { orderId } = await insertTestOrder(database.db, {
      userId: homeowner,
      createdAt: placed,
      items: [
        { vendorId: tiles, productName: 'Subway tile', qty: 3, finalPriceCents: 1000, markupCents: 250 },
        { vendorId: stone, productName: 'Marble slab', qty: 1, finalPriceCents: 40000, markupCents: 5000 },
        { vendorId: tiles, productName: 'Grout', qty: 2, finalPriceCents: 500, markupCents: 99 },
      ],
    });
    const detail = orderDetailSchema.parse(await orderDetailView(database.db, orderId, at(placed, 5)));
    expect(detail.vendors).toEqual(['Metro Tiles', 'Pacific Stone']);
    expect(detail.vendors_items.map((group) => group.items.map((item) => item.product_name))).toEqual([
      ['Subway tile', 'Grout'],
      ['Marble slab'],
    ]);
    expect(detail.vendors_items[0]!.subtotal).toBe(49.48);
    const [tile] = detail.vendors_items[0]!.items;
    expect(tile).toMatchObject({ price: 12.5, amount: 37.5, profit: null, status: 'Waiting for approval' });
    expect(tile).not.toHaveProperty('final_price');
    expect(tile).not.toHaveProperty('contractor_markup_amt');
    expect(tile).not.toHaveProperty('admin_profit_inclusive_tax');
    // The items' line totals plus the fixture's admin profit (50 cents a unit), which stands in for the tax.
    expect(detail.total).toBe(502.48);
    expect(detail.item_count).toBe(3);
    expect(detail.card).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('has one timeline of every item status change across vendors, oldest first', async () => {
    const placed = new Date('2026-03-03T10:00:00Z');
    const { orderId, itemIds } = await insertTestOrder(database.db, {
      userId: homeowner,
      createdAt: placed,
      items: [
        { vendorId: tiles, productName: 'Subway tile' },
        { vendorId: stone, productName: 'Marble slab' },
      ],
    });
    const [tile, slab] = itemIds as [number, number];
    // Inserted out of time order: the timeline sorts by when, not by insertion.
    await database.db.insert(order_item_status_changes).values([
      { order_id: orderId, order_item_id: tile, status: 'In Progress', changed_at: at(placed, 300) },
      { order_id: orderId, order_item_id: slab, status: 'Vendor Approved', changed_at: at(placed, 120) },
      { order_id: orderId, order_item_id: tile, status: 'Vendor Approved', changed_at: at(placed, 200) },
    ]);
    const detail = await orderDetailView(database.db, orderId, at(placed, 400));
    expect(detail?.timeline.map((entry) => [entry.product_name, entry.vendor, entry.status])).toEqual([
      ['Subway tile', 'Metro Tiles', 'Waiting for approval'],
      ['Marble slab', 'Pacific Stone', 'Waiting for approval'],
      ['Marble slab', 'Pacific Stone', 'Vendor Approved'],
      ['Subway tile', 'Metro Tiles', 'Vendor Approved'],
      ['Subway tile', 'Metro Tiles', 'In Progress'],
    ]);
    expect(detail?.timeline[2]?.changed_at).toBe(at(placed, 120).toISOString());
  });

  it('can be cancelled only while placed and inside the window', async () => {
    const placed = new Date('2026-03-04T10:00:00Z');
    const { orderId } = await insertTestOrder(database.db, {
      userId: homeowner,
      createdAt: placed,
      items: [{ vendorId: tiles }],
    });
    const view = (minutes: number) => orderDetailView(database.db, orderId, at(placed, minutes));
    expect((await view(59))?.can_cancel).toBe(true);
    expect((await view(60))?.can_cancel).toBe(false);
    expect((await view(59))?.cancellable_until).toBe(at(placed, 60).toISOString());
  });

  it('reads the order in three queries however many items and vendors it has', async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ vendorId: i % 2 === 0 ? tiles : stone }));
    const { orderId } = await insertTestOrder(database.db, { userId: homeowner, items });
    let selects = 0;
    const counting = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === 'select') selects += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const detail = await orderDetailView(counting, orderId, new Date());
    expect(detail?.item_count).toBe(12);
    expect(selects).toBe(3);
  });

  it('names a vendor without a company profile by the brand', async () => {
    const { orderId, itemIds } = await insertTestOrder(database.db, {
      userId: homeowner,
      items: [{ vendorId: null }],
    });
    await database.db
      .update(order_items)
      .set({ brand: 'Orphan Brand' })
      .where(eq(order_items.order_id, orderId));
    const detail = await orderDetailView(database.db, orderId, new Date());
    expect(detail?.vendors_items[0]).toMatchObject({ vendor_id: null, vendor: 'Orphan Brand' });
    expect(detail?.timeline[0]).toMatchObject({ order_item_id: itemIds[0], vendor: 'Orphan Brand' });
  });
});
