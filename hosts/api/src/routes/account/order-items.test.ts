import { MESSAGES } from '@showroom/contract';
import type { OrderItemStatus } from '@showroom/contract/orders';
import {
  ORDER_MESSAGES,
  orderDetailResponseSchema,
  orderItemStatusResponseSchema,
  orderItemsResponseSchema,
} from '@showroom/contract/orders';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../modules/notifications/notifications-schema.ts';
import { order_item_status_changes, order_items } from '../../modules/orders/orders-schema.ts';
import { type Party, useOrderTestApp } from '../../testing/order-test-kit.ts';

const kit = useOrderTestApp();
const notFound = { message: MESSAGES.notFoundFallback };

/** Two items of the demo vendor's and one of another vendor's, with money easy to check. */
const twoVendorOrder = () =>
  kit.order([
    {
      vendorId: kit.vendor.id,
      productName: 'Subway tile',
      qty: 3,
      finalPriceCents: 2000,
      markupCents: 250,
      adminProfitCents: 615,
    },
    {
      vendorId: kit.vendor.id,
      productName: 'Grout',
      qty: 1,
      finalPriceCents: 500,
      markupCents: 100,
      adminProfitCents: 80,
      status: 'Returned',
    },
    {
      vendorId: kit.otherVendor.id,
      productName: 'Marble slab',
      qty: 2,
      finalPriceCents: 40000,
      markupCents: 5000,
      adminProfitCents: 9000,
    },
  ]);

const itemsAs = async (who: Party, orderId: number) => {
  const response = await kit.call(who, 'GET', `/api/orders/${orderId}/items`);
  expect(response.statusCode).toBe(200);
  return orderItemsResponseSchema.parse(response.json()).data;
};

describe('GET /api/orders/{id}/items', () => {
  it('shows the homeowner every item with prices and no profit', async () => {
    const { orderId } = await twoVendorOrder();
    const items = await itemsAs(kit.homeowner, orderId);
    expect(items.map((item) => [item.product_name, item.price, item.amount, item.profit])).toEqual([
      ['Subway tile', 22.5, 67.5, null],
      ['Grout', 6, 6, null],
      ['Marble slab', 450, 900, null],
    ]);
    expect(items[0]).not.toHaveProperty('final_price');
  });

  it('shows a vendor only their own items, with final price × qty as profit, negative when returned', async () => {
    const { orderId } = await twoVendorOrder();
    const items = await itemsAs(kit.vendor, orderId);
    expect(items.map((item) => [item.product_name, item.final_price, item.profit])).toEqual([
      ['Subway tile', 20, 60],
      ['Grout', 5, -5],
    ]);
    expect(items[0]).not.toHaveProperty('contractor_markup_amt');
    expect(items[0]).not.toHaveProperty('admin_profit_inclusive_tax');
  });

  it('shows the pro whose showroom sold it the markup × qty, and the admin everything', async () => {
    const { orderId } = await twoVendorOrder();
    const pro = await itemsAs(kit.pro, orderId);
    expect(pro.map((item) => [item.contractor_markup_amt, item.profit])).toEqual([
      [2.5, 7.5],
      [1, -1],
      [50, 100],
    ]);
    expect(pro[0]).not.toHaveProperty('final_price');
    const admin = await itemsAs(kit.admin, orderId);
    expect(admin[1]).toMatchObject({
      final_price: 5,
      contractor_markup_amt: 1,
      admin_profit_inclusive_tax: 0.8,
      profit: -0.8,
    });
    expect(admin.map((item) => item.profit)).toEqual([6.15, -0.8, 90]);
  });

  it('is a 404 for anyone else: another homeowner, another pro, a vendor with no item in it', async () => {
    const { orderId } = await kit.order([{ vendorId: kit.vendor.id }]);
    for (const who of [kit.otherHomeowner, kit.otherPro, kit.otherVendor]) {
      const response = await kit.call(who, 'GET', `/api/orders/${orderId}/items`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });
});

const setStatus = (who: Party, itemId: number, status: OrderItemStatus) =>
  kit.call(who, 'PUT', `/api/order_items/${itemId}/status`, { status });

const statusOf = async (itemId: number) =>
  (await kit.t.db.select().from(order_items).where(eq(order_items.id, itemId)))[0]!.status;

describe('PUT /api/order_items/{id}/status', () => {
  it('lets the vendor move their item through the first five, recording who and when', async () => {
    const { orderId, itemIds } = await kit.order([{ vendorId: kit.vendor.id, productName: 'Subway tile' }]);
    const itemId = itemIds[0]!;
    for (const status of ['Vendor Approved', 'In Progress', 'Ready to Pick Up'] as const) {
      const response = await setStatus(kit.vendor, itemId, status);
      expect(response.statusCode).toBe(200);
      const body = orderItemStatusResponseSchema.parse(response.json());
      expect(body.message).toBe(ORDER_MESSAGES.statusUpdated);
      expect(body.data).toMatchObject({ status, final_price: 10, profit: 10 });
    }
    const changes = await kit.t.db
      .select()
      .from(order_item_status_changes)
      .where(eq(order_item_status_changes.order_item_id, itemId));
    expect(changes.map((change) => [change.status, change.changed_by])).toEqual([
      ['Waiting for approval', null],
      ['Vendor Approved', kit.vendor.id],
      ['In Progress', kit.vendor.id],
      ['Ready to Pick Up', kit.vendor.id],
    ]);
    const detail = orderDetailResponseSchema.parse(
      (await kit.call(kit.homeowner, 'GET', `/api/orders/${orderId}`)).json(),
    );
    expect(detail.data.timeline.map((entry) => entry.status)).toEqual([
      'Waiting for approval',
      'Vendor Approved',
      'In Progress',
      'Ready to Pick Up',
    ]);
  });

  it('keeps Accept to Pick Up and later for an admin, and the vendor out once it is reached', async () => {
    const { itemIds } = await kit.order([{ vendorId: kit.vendor.id, status: 'Ready to Pick Up' }]);
    const itemId = itemIds[0]!;
    const refused = await setStatus(kit.vendor, itemId, 'Accept to Pick Up');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ORDER_MESSAGES.statusNotAllowed });
    expect((await setStatus(kit.admin, itemId, 'Accept to Pick Up')).statusCode).toBe(200);
    expect((await setStatus(kit.vendor, itemId, 'In Progress')).statusCode).toBe(403);
    expect((await setStatus(kit.admin, itemId, 'Shipped')).statusCode).toBe(200);
    expect((await setStatus(kit.admin, itemId, 'Vendor Approved')).statusCode).toBe(403);
    expect(await statusOf(itemId)).toBe('Shipped');
  });

  it('refuses the homeowner and the pro, and is a 404 for another vendor and unrelated people', async () => {
    const { itemIds } = await kit.order([{ vendorId: kit.vendor.id }]);
    const itemId = itemIds[0]!;
    for (const who of [kit.homeowner, kit.pro]) {
      const response = await setStatus(who, itemId, 'Vendor Approved');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: ORDER_MESSAGES.statusNotAllowed });
    }
    for (const who of [kit.otherVendor, kit.otherHomeowner, kit.otherPro]) {
      const response = await setStatus(who, itemId, 'Vendor Approved');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await setStatus(kit.admin, 99_999_999, 'Shipped')).statusCode).toBe(404);
    expect(await statusOf(itemId)).toBe('Waiting for approval');
  });

  it('answers a repeated status as it is, writing nothing and telling nobody', async () => {
    const { itemIds } = await kit.order([{ vendorId: kit.vendor.id, status: 'In Progress' }]);
    const itemId = itemIds[0]!;
    const homeownerNotes = async () =>
      (await kit.t.db.select().from(notifications).where(eq(notifications.user_id, kit.homeowner.id))).length;
    const notesBefore = await homeownerNotes();
    const response = await setStatus(kit.vendor, itemId, 'In Progress');
    expect(response.statusCode).toBe(200);
    expect(orderItemStatusResponseSchema.parse(response.json()).data.status).toBe('In Progress');
    expect(await homeownerNotes()).toBe(notesBefore);
    const changes = await kit.t.db
      .select()
      .from(order_item_status_changes)
      .where(eq(order_item_status_changes.order_item_id, itemId));
    expect(changes).toHaveLength(1);
  });

  it('refuses a status that is not one of the 14 with a field error', async () => {
    const { itemIds } = await kit.order([{ vendorId: kit.vendor.id }]);
    const response = await kit.call(kit.vendor, 'PUT', `/api/order_items/${itemIds[0]}/status`, {
      status: 'Cancel',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('status');
  });

  it('tells the homeowner of each change: a notification linking the order, and a mail', async () => {
    const { orderId, itemIds } = await kit.order([{ vendorId: kit.vendor.id, productName: 'Subway tile' }]);
    expect((await setStatus(kit.vendor, itemIds[0]!, 'In Progress')).statusCode).toBe(200);
    const link = `/your_orders?order=${orderId}`;
    const [note] = await kit.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, kit.homeowner.id), eq(notifications.link, link)));
    expect(note?.title).toContain('In progress');
    expect(note?.message).toBe('Subway tile from Summit Supply Co. is now In progress.');
    const mail = await kit.t.mail.lastTo(kit.homeowner.email);
    expect(mail?.subject).toContain('In progress');
    expect(mail?.text).toContain('Subway tile from Summit Supply Co.: In progress.');
    expect(mail?.links).toEqual([`http://platform.test/showroom${link}`]);
  });
});
