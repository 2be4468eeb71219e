import { MESSAGES } from '@showroom/contract';
import {
  ORDER_MESSAGES,
  orderDetailResponseSchema,
  orderPageResponseSchema,
} from '@showroom/contract/orders';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { product_sizes } from '../../modules/catalog/catalog-schema.ts';
import { notifications } from '../../modules/notifications/notifications-schema.ts';
import { order_item_status_changes, order_items } from '../../modules/orders/orders-schema.ts';
import { payments } from '../../modules/payments/payments-schema.ts';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { useOrderTestApp } from '../../testing/order-test-kit.ts';

const kit = useOrderTestApp();
const notFound = { message: MESSAGES.notFoundFallback };

const sizes = async (count: number) =>
  kit.t.db.select().from(product_sizes).orderBy(asc(product_sizes.id)).limit(count);
const stockOf = async (id: number) =>
  (await kit.t.db.select().from(product_sizes).where(eq(product_sizes.id, id)))[0]!.stock_qty;

describe('GET /api/orders', () => {
  it("lists only the homeowner's own orders, newest first, as a Laravel paginator", async () => {
    const { t, homeowner, otherHomeowner, vendor } = kit;
    const start = new Date(t.clock.now().getTime() - 10 * MINUTE_MS);
    const placed = [];
    for (let i = 0; i < 3; i++) {
      placed.push(
        await kit.order([{ vendorId: vendor.id }], { createdAt: new Date(start.getTime() + i * MINUTE_MS) }),
      );
    }
    await kit.order([{ vendorId: vendor.id }], { userId: otherHomeowner.id });
    const first = orderPageResponseSchema.parse(
      (await kit.call(homeowner, 'GET', '/api/orders?per_page=2')).json(),
    ).data;
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.per_page).toBe(2);
    expect(first.next_page_url).toBe('http://platform.test/api/orders?per_page=2&page=2');
    const all = orderPageResponseSchema.parse(
      (await kit.call(homeowner, 'GET', '/api/orders?per_page=100')).json(),
    ).data.data;
    const ids = all.map((order) => order.id);
    expect(ids.slice(0, 3)).toEqual(placed.map((order) => order.orderId).reverse());
    expect(all[0]).toMatchObject({ item_count: 1, vendors: ['Summit Supply Co.'], can_cancel: true });
    const others = orderPageResponseSchema.parse(
      (await kit.call(otherHomeowner, 'GET', '/api/orders')).json(),
    ).data.data;
    expect(others.every((order) => !ids.includes(order.id))).toBe(true);
  });

  it('refuses a page that is not a positive number with field errors', async () => {
    const response = await kit.call(kit.homeowner, 'GET', '/api/orders?page=abc');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('page');
  });
});

describe('GET /api/orders/{id}', () => {
  it('answers the owner, with one timeline across vendors', async () => {
    const { orderId } = await kit.order([{ vendorId: kit.vendor.id }, { vendorId: kit.otherVendor.id }]);
    const response = await kit.call(kit.homeowner, 'GET', `/api/orders/${orderId}`);
    const detail = orderDetailResponseSchema.parse(response.json()).data;
    expect(detail.vendors).toEqual(['Summit Supply Co.', 'Metro Tile Distributors']);
    expect(detail.timeline).toHaveLength(2);
  });

  it("is a plain 404 for another homeowner's order and for one that does not exist", async () => {
    const { orderId } = await kit.order([{ vendorId: kit.vendor.id }]);
    for (const url of [`/api/orders/${orderId}`, '/api/orders/99999999']) {
      const response = await kit.call(kit.otherHomeowner, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });
});

describe('POST /api/orders/{id}/cancel', () => {
  it('cancels every item, gives the stock back, refunds through the gateway and notifies', async () => {
    const { t, homeowner, vendor, otherVendor } = kit;
    const [a, b] = (await sizes(2)) as [typeof product_sizes.$inferSelect, typeof product_sizes.$inferSelect];
    const before = { a: await stockOf(a.id), b: await stockOf(b.id) };
    const order = await kit.order([
      { vendorId: vendor.id, sizeId: a.id, qty: 3, productName: 'Subway tile' },
      { vendorId: otherVendor.id, sizeId: b.id, qty: 2 },
      { vendorId: otherVendor.id, sizeId: b.id, qty: 5, status: 'Cancle' },
    ]);
    const response = await kit.call(homeowner, 'POST', `/api/orders/${order.orderId}/cancel`);
    expect(response.statusCode).toBe(200);
    const body = orderDetailResponseSchema.parse(response.json());
    expect(body.message).toBe(ORDER_MESSAGES.orderCancelled);
    expect(body.data).toMatchObject({ state: 'cancelled', can_cancel: false });
    expect(body.data.cancelled_at).not.toBeNull();
    const items = await t.db.select().from(order_items).where(eq(order_items.order_id, order.orderId));
    expect(items.map((item) => item.status)).toEqual(['Cancle', 'Cancle', 'Cancle']);
    // The item cancelled before gives nothing back a second time.
    expect(await stockOf(a.id)).toBe(before.a + 3);
    expect(await stockOf(b.id)).toBe(before.b + 2);
    const changes = await t.db
      .select()
      .from(order_item_status_changes)
      .where(eq(order_item_status_changes.order_id, order.orderId));
    expect(
      changes.filter((change) => change.status === 'Cancle' && change.changed_by === homeowner.id),
    ).toHaveLength(2);
    const [charge] = await t.db.select().from(sandbox_charges).where(eq(sandbox_charges.id, order.chargeId));
    expect(charge).toMatchObject({ state: 'refunded', refunded_cents: order.totalCents });
    const [payment] = await t.db.select().from(payments).where(eq(payments.order_id, order.orderId));
    expect(payment).toMatchObject({ state: 'refunded', refunded_cents: order.totalCents });
    const notes = await t.db
      .select()
      .from(notifications)
      .where(inArray(notifications.user_id, [homeowner.id, vendor.id, otherVendor.id]));
    const about = notes.filter((note) => note.title.includes(body.data.order_number));
    expect(about.map((note) => note.user_id).sort()).toEqual(
      [homeowner.id, vendor.id, otherVendor.id].sort(),
    );
    expect(about.find((note) => note.user_id === homeowner.id)?.link).toBe(
      `/your_orders?order=${order.orderId}`,
    );
    const mail = await t.mail.lastTo(homeowner.email);
    expect(mail?.subject).toBe(`Order ${body.data.order_number} cancelled`);
    expect(mail?.links).toEqual([`http://platform.test/showroom/your_orders?order=${order.orderId}`]);
    expect((await t.mail.lastTo(vendor.email))?.text).toContain('3 × Subway tile');
  });

  it('refuses a second cancel', async () => {
    const { orderId } = await kit.order([{ vendorId: kit.vendor.id }]);
    expect((await kit.call(kit.homeowner, 'POST', `/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
    const again = await kit.call(kit.homeowner, 'POST', `/api/orders/${orderId}/cancel`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: ORDER_MESSAGES.alreadyCancelled });
  });

  it('refuses once the 60-minute window has passed', async () => {
    const { orderId, chargeId } = await kit.order([{ vendorId: kit.vendor.id }]);
    kit.t.clock.advance(60 * MINUTE_MS);
    const response = await kit.call(kit.homeowner, 'POST', `/api/orders/${orderId}/cancel`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: ORDER_MESSAGES.cancelWindowOver });
    const [charge] = await kit.t.db.select().from(sandbox_charges).where(eq(sandbox_charges.id, chargeId));
    expect(charge?.state).toBe('captured');
  });

  it('refunds once when two cancels arrive together', async () => {
    const { orderId, chargeId, totalCents } = await kit.order([{ vendorId: kit.vendor.id, qty: 2 }]);
    const cancel = () => kit.call(kit.homeowner, 'POST', `/api/orders/${orderId}/cancel`);
    const statuses = (await Promise.all([cancel(), cancel()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 422]);
    const [charge] = await kit.t.db.select().from(sandbox_charges).where(eq(sandbox_charges.id, chargeId));
    expect(charge).toMatchObject({ state: 'refunded', refunded_cents: totalCents });
    const changes = await kit.t.db
      .select()
      .from(order_item_status_changes)
      .where(eq(order_item_status_changes.order_id, orderId));
    expect(changes.map((change) => change.status)).toEqual(['Waiting for approval', 'Cancle']);
  });

  it("is a 404 for another homeowner's order, which stays placed", async () => {
    const { orderId } = await kit.order([{ vendorId: kit.vendor.id }]);
    const response = await kit.call(kit.otherHomeowner, 'POST', `/api/orders/${orderId}/cancel`);
    expect(response.statusCode).toBe(404);
    const detail = await kit.call(kit.homeowner, 'GET', `/api/orders/${orderId}`);
    expect(orderDetailResponseSchema.parse(detail.json()).data.state).toBe('placed');
  });
});
