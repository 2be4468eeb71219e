import {
  ORDER_MESSAGES,
  orderDetailResponseSchema,
  orderItemStatusResponseSchema,
} from '@showroom/contract/orders';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFUND_RETRY_MINUTES, settlePayments } from '../../jobs/payment-settler.ts';
import { product_sizes } from '../../modules/catalog/catalog-schema.ts';
import { notifications } from '../../modules/notifications/notifications-schema.ts';
import { order_item_status_changes, order_items, orders } from '../../modules/orders/orders-schema.ts';
import { payment_refunds } from '../../modules/payments/payment-refunds-schema.ts';
import { payments } from '../../modules/payments/payments-schema.ts';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
import { createSandboxGateway } from '../../providers/payment-gateways/sandbox-gateway.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { type Party, useOrderTestApp } from '../../testing/order-test-kit.ts';

const kit = useOrderTestApp();

const firstSizes = async (count: number) =>
  kit.t.db.select().from(product_sizes).orderBy(asc(product_sizes.id)).limit(count);
const stockOf = async (id: number) =>
  (await kit.t.db.select().from(product_sizes).where(eq(product_sizes.id, id)))[0]!.stock_qty;
const paymentOf = async (orderId: number) =>
  (await kit.t.db.select().from(payments).where(eq(payments.order_id, orderId)))[0]!;
const chargeOf = async (id: string) =>
  (await kit.t.db.select().from(sandbox_charges).where(eq(sandbox_charges.id, id)))[0]!;
const orderState = async (orderId: number) =>
  (await kit.t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.state;
const setStatus = (who: Party, itemId: number, status: string) =>
  kit.call(who, 'PUT', `/api/order_items/${itemId}/status`, { status });

/**
 * Two items in two sizes: 3 tiles of $20 + $2.50 markup and $6.15 of the platform's share and tax
 * (the item's share: $73.65), and a $450 slab with $90 (its share: $990).
 */
async function twoItemOrder() {
  const [a, b] = await firstSizes(2);
  if (!a || !b) throw new Error('The test catalogue has no sizes.');
  const order = await kit.order([
    {
      vendorId: kit.vendor.id,
      sizeId: a.id,
      productName: 'Subway tile',
      qty: 3,
      finalPriceCents: 2000,
      markupCents: 250,
      adminProfitCents: 615,
    },
    {
      vendorId: kit.otherVendor.id,
      sizeId: b.id,
      productName: 'Marble slab',
      qty: 2,
      finalPriceCents: 40000,
      markupCents: 5000,
      adminProfitCents: 9000,
    },
  ]);
  return { ...order, sizes: { a: a.id, b: b.id } };
}

describe("PUT /api/order_items/{id}/status 'Cancle'", () => {
  it("puts the item's stock back and refunds its share, once however often it is sent", async () => {
    const order = await twoItemOrder();
    const tile = order.itemIds[0]!;
    const before = await stockOf(order.sizes.a);
    const response = await setStatus(kit.admin, tile, 'Cancle');
    expect(response.statusCode).toBe(200);
    const body = orderItemStatusResponseSchema.parse(response.json());
    expect(body).toMatchObject({ message: ORDER_MESSAGES.statusUpdated, data: { status: 'Cancle' } });
    expect(await stockOf(order.sizes.a)).toBe(before + 3);
    const share = 3 * (2000 + 250) + 615;
    expect(await paymentOf(order.orderId)).toMatchObject({ state: 'captured', refunded_cents: share });
    expect(await chargeOf(order.chargeId)).toMatchObject({ state: 'captured', refunded_cents: share });
    expect(await orderState(order.orderId)).toBe('placed');

    const again = await setStatus(kit.admin, tile, 'Cancle');
    expect(again.statusCode).toBe(200);
    expect(await stockOf(order.sizes.a)).toBe(before + 3);
    expect((await chargeOf(order.chargeId)).refunded_cents).toBe(share);
    const refunds = await kit.t.db
      .select()
      .from(payment_refunds)
      .where(eq(payment_refunds.order_item_id, tile));
    expect(refunds).toMatchObject([{ amount_cents: share, state: 'refunded' }]);
    const changes = await kit.t.db
      .select()
      .from(order_item_status_changes)
      .where(eq(order_item_status_changes.order_item_id, tile));
    expect(changes.filter((change) => change.status === 'Cancle')).toHaveLength(1);
  });

  it('restocks and refunds once when two cancels of the same item arrive together', async () => {
    const order = await twoItemOrder();
    const before = await stockOf(order.sizes.b);
    const cancel = () => setStatus(kit.admin, order.itemIds[1]!, 'Cancle');
    const answers = await Promise.all([cancel(), cancel(), cancel()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await stockOf(order.sizes.b)).toBe(before + 2);
    const share = 2 * (40000 + 5000) + 9000;
    expect((await chargeOf(order.chargeId)).refunded_cents).toBe(share);
    expect((await paymentOf(order.orderId)).refunded_cents).toBe(share);
  });

  it('cancels the order and refunds all that is left when the last item is cancelled', async () => {
    const order = await twoItemOrder();
    const [tile, slab] = order.itemIds as [number, number];
    await setStatus(kit.admin, tile, 'Cancle');
    const response = await setStatus(kit.admin, slab, 'Cancle');
    expect(response.statusCode).toBe(200);
    expect(await orderState(order.orderId)).toBe('cancelled');
    expect(await paymentOf(order.orderId)).toMatchObject({
      state: 'refunded',
      refunded_cents: order.totalCents,
    });
    expect(await chargeOf(order.chargeId)).toMatchObject({
      state: 'refunded',
      refunded_cents: order.totalCents,
    });
    const detail = await kit.call(kit.homeowner, 'GET', `/api/orders/${order.orderId}`);
    const data = orderDetailResponseSchema.parse(detail.json()).data;
    expect(data).toMatchObject({ state: 'cancelled', can_cancel: false });
    expect(data.cancelled_at).not.toBeNull();
    // Nothing is left to cancel or refund.
    const cancel = await kit.call(kit.homeowner, 'POST', `/api/orders/${order.orderId}/cancel`);
    expect(cancel.statusCode).toBe(422);
  });

  it('refunds only the rest when the homeowner cancels after an admin cancelled an item', async () => {
    const order = await twoItemOrder();
    await setStatus(kit.admin, order.itemIds[0]!, 'Cancle');
    const response = await kit.call(kit.homeowner, 'POST', `/api/orders/${order.orderId}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(await chargeOf(order.chargeId)).toMatchObject({
      state: 'refunded',
      refunded_cents: order.totalCents,
    });
    expect(await paymentOf(order.orderId)).toMatchObject({
      state: 'refunded',
      refunded_cents: order.totalCents,
    });
    const rest = order.totalCents - (3 * 2250 + 615);
    const notes = await kit.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, kit.homeowner.id));
    const note = notes.find(
      (each) => each.link === `/your_orders?order=${order.orderId}` && each.title.endsWith('cancelled'),
    );
    expect(note?.message).toContain(`$${(rest / 100).toFixed(2)}`);
  });

  it('tells the homeowner what is refunded, by notification and mail', async () => {
    const order = await twoItemOrder();
    await setStatus(kit.admin, order.itemIds[0]!, 'Cancle');
    const notes = await kit.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, kit.homeowner.id));
    const note = notes.filter((each) => each.link === `/your_orders?order=${order.orderId}`).at(-1);
    expect(note?.message).toBe(
      'Subway tile from Summit Supply Co. is now Cancelled. $73.65 is refunded to your card.',
    );
    const mail = await kit.t.mail.lastTo(kit.homeowner.email);
    expect(mail?.text).toContain('We refunded $73.65 to your card.');
  });

  it('keeps the item cancelled when the gateway refuses the refund, and the settler sends it later', async () => {
    const order = await twoItemOrder();
    const before = await stockOf(order.sizes.a);
    // The processor refuses (here: it no longer sees the charge as captured).
    const setCharge = (state: 'captured' | 'voided') =>
      kit.t.db.update(sandbox_charges).set({ state }).where(eq(sandbox_charges.id, order.chargeId));
    await setCharge('voided');
    const response = await setStatus(kit.admin, order.itemIds[0]!, 'Cancle');
    expect(response.statusCode).toBe(200);
    expect(orderItemStatusResponseSchema.parse(response.json())).toMatchObject({
      message: ORDER_MESSAGES.itemRefundDelayed,
      data: { status: 'Cancle' },
    });
    expect(await stockOf(order.sizes.a)).toBe(before + 3);
    const [item] = await kit.t.db.select().from(order_items).where(eq(order_items.id, order.itemIds[0]!));
    expect(item?.status).toBe('Cancle');
    expect((await paymentOf(order.orderId)).refunded_cents).toBe(0);
    await setCharge('captured');

    kit.t.clock.advance((REFUND_RETRY_MINUTES + 1) * MINUTE_MS);
    const sandbox = createSandboxGateway({ db: kit.t.db, clock: kit.t.clock });
    await settlePayments(kit.t.db, kit.t.clock, sandbox);
    const share = 3 * 2250 + 615;
    expect(await paymentOf(order.orderId)).toMatchObject({ state: 'captured', refunded_cents: share });
    expect((await chargeOf(order.chargeId)).refunded_cents).toBe(share);
  });

  it('does not say the item is refunded while its payment is not captured yet (sent after the capture)', async () => {
    const order = await twoItemOrder();
    await kit.t.db.update(payments).set({ state: 'authorized' }).where(eq(payments.order_id, order.orderId));
    const response = await setStatus(kit.admin, order.itemIds[0]!, 'Cancle');
    expect(response.statusCode).toBe(200);
    expect(orderItemStatusResponseSchema.parse(response.json())).toMatchObject({
      message: ORDER_MESSAGES.itemRefundDelayed,
      data: { status: 'Cancle' },
    });
    expect((await paymentOf(order.orderId)).refunded_cents).toBe(0);
  });

  it('is final: no status can be set on a cancelled item, and a vendor cannot cancel', async () => {
    const order = await twoItemOrder();
    expect((await setStatus(kit.vendor, order.itemIds[0]!, 'Cancle')).statusCode).toBe(403);
    await setStatus(kit.admin, order.itemIds[0]!, 'Cancle');
    const response = await setStatus(kit.admin, order.itemIds[0]!, 'Delivered');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: ORDER_MESSAGES.statusNotAllowed });
  });

  it('refuses to cancel a delivered item (it comes back as a return): no stock back, no refund', async () => {
    const order = await twoItemOrder();
    const tile = order.itemIds[0]!;
    expect((await setStatus(kit.admin, tile, 'Delivered')).statusCode).toBe(200);
    const stock = await stockOf(order.sizes.a);
    const response = await setStatus(kit.admin, tile, 'Cancle');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: ORDER_MESSAGES.statusNotAllowed });
    expect(await stockOf(order.sizes.a)).toBe(stock);
    expect((await paymentOf(order.orderId)).refunded_cents).toBe(0);
    expect((await setStatus(kit.admin, tile, 'Return Request')).statusCode).toBe(200);
  });
});
