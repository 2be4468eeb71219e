import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin_audit_log } from '../../modules/admin-audit/admin-audit-schema.ts';
import { product_sizes } from '../../modules/catalog/catalog-schema.ts';
import { notifications } from '../../modules/notifications/notifications-schema.ts';
import { order_items, orders } from '../../modules/orders/orders-schema.ts';
import { payment_refunds } from '../../modules/payments/payment-refunds-schema.ts';
import { payments } from '../../modules/payments/payments-schema.ts';
import { type Party, useOrderTestApp } from '../../testing/order-test-kit.ts';

const kit = useOrderTestApp();

const stockOf = async (id: number) =>
  (await kit.t.db.select().from(product_sizes).where(eq(product_sizes.id, id)))[0]!.stock_qty;
const paymentOf = async (orderId: number) =>
  (await kit.t.db.select().from(payments).where(eq(payments.order_id, orderId)))[0]!;
const statusOf = async (itemId: number) =>
  (await kit.t.db.select().from(order_items).where(eq(order_items.id, itemId)))[0]!.status;
const setStatus = (who: Party, itemId: number, status: string) =>
  kit.call(who, 'PUT', `/api/order_items/${itemId}/status`, { status });

/** Two items of one size: 3 units of $10 + $2 markup with $1.50 of the platform's (share $37.50), and 2 more. */
async function twoItemOrder(status?: 'Return Request') {
  const [size] = await kit.t.db.select().from(product_sizes).orderBy(asc(product_sizes.id)).limit(1);
  if (!size) throw new Error('The test catalogue has no sizes.');
  const before = await stockOf(size.id);
  const order = await kit.order([
    {
      vendorId: kit.vendor.id,
      sizeId: size.id,
      qty: 3,
      adminProfitCents: 150,
      productName: 'Subway tile',
      ...(status ? { status } : {}),
    },
    { vendorId: kit.vendor.id, sizeId: size.id, qty: 2 },
  ]);
  return { ...order, sizeId: size.id, before, share: 3 * 1200 + 150 };
}

describe("a vendor's Decline", () => {
  it('refunds the item’s share and restocks it once, however often it is sent', async () => {
    const order = await twoItemOrder();
    const itemId = order.itemIds[0]!;
    const first = await setStatus(kit.vendor, itemId, 'Decline');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: ORDER_MESSAGES.statusUpdated,
      data: { status: 'Decline' },
    });
    expect((await setStatus(kit.vendor, itemId, 'Decline')).statusCode).toBe(200);
    expect(await stockOf(order.sizeId)).toBe(order.before + 3);
    const payment = await paymentOf(order.orderId);
    expect(payment.refunded_cents).toBe(order.share);
    const refunds = await kit.t.db
      .select()
      .from(payment_refunds)
      .where(eq(payment_refunds.payment_id, payment.id));
    expect(refunds.map((refund) => [refund.order_item_id, refund.amount_cents])).toEqual([
      [itemId, order.share],
    ]);
  });

  it('is final: the vendor cannot take it back, and the other item goes on', async () => {
    const order = await twoItemOrder();
    const [declined, other] = order.itemIds as [number, number];
    expect((await setStatus(kit.vendor, declined, 'Decline')).statusCode).toBe(200);
    expect((await setStatus(kit.vendor, declined, 'Vendor Approved')).statusCode).toBe(403);
    expect((await setStatus(kit.vendor, other, 'Vendor Approved')).statusCode).toBe(200);
    expect(await statusOf(declined)).toBe('Decline');
  });

  it('tells the homeowner and the pro in plain words, by notification and mail', async () => {
    const order = await twoItemOrder();
    expect((await setStatus(kit.vendor, order.itemIds[0]!, 'Decline')).statusCode).toBe(200);
    const [homeowners] = await kit.t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, kit.homeowner.id),
          eq(notifications.link, `/your_orders?order=${order.orderId}`),
        ),
      );
    expect(homeowners?.message).toBe(
      'Summit Supply Co. cannot supply Subway tile, so it is taken off your order. $37.50 is refunded to your card.',
    );
    const pros = await kit.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, kit.pro.id), eq(notifications.link, '/pro/orders')));
    expect(pros.at(-1)?.message).toBe(
      'Summit Supply Co. cannot supply Subway tile for your client, so it is taken off the order and $37.50 is refunded to their card.',
    );
    const homeownerMail = await kit.t.mail.lastTo(kit.homeowner.email);
    expect(homeownerMail?.text).toContain(
      'Summit Supply Co. cannot supply Subway tile, so it is taken off your order.',
    );
    expect(homeownerMail?.text).toContain('We refunded $37.50 to your card.');
    const proMail = await kit.t.mail.lastTo(kit.pro.email);
    expect(proMail?.subject).toContain('an item is not available');
    expect(proMail?.links).toEqual(['http://platform.test/showroom/pro/orders']);
  });

  it('cancels the order when every item is declined, refunding all that was paid', async () => {
    const order = await twoItemOrder();
    for (const itemId of order.itemIds)
      expect((await setStatus(kit.vendor, itemId, 'Decline')).statusCode).toBe(200);
    const [row] = await kit.t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.state).toBe('cancelled');
    expect(await paymentOf(order.orderId)).toMatchObject({
      state: 'refunded',
      refunded_cents: order.totalCents,
    });
    expect(await stockOf(order.sizeId)).toBe(order.before + 5);
  });

  it('is not restocked again when the homeowner then cancels the order', async () => {
    const order = await twoItemOrder();
    expect((await setStatus(kit.vendor, order.itemIds[0]!, 'Decline')).statusCode).toBe(200);
    expect((await kit.call(kit.homeowner, 'POST', `/api/orders/${order.orderId}/cancel`)).statusCode).toBe(
      200,
    );
    expect(await stockOf(order.sizeId)).toBe(order.before + 5);
    expect(await statusOf(order.itemIds[0]!)).toBe('Decline');
    expect(await paymentOf(order.orderId)).toMatchObject({ refunded_cents: order.totalCents });
  });
});

describe("an admin's return", () => {
  it('takes a requested return back: restocked once, refunded its share less the restocking fee', async () => {
    const order = await twoItemOrder('Return Request');
    const itemId = order.itemIds[0]!;
    // The restocking fee is the item's share of the order's shipping (decision 0096): $1.80 of $3.00,
    // as it paid $37.50 of the $62.50 the order's items paid.
    await kit.t.db.update(orders).set({ shipping_cents: 300 }).where(eq(orders.id, order.orderId));
    expect((await setStatus(kit.vendor, itemId, 'Returned')).statusCode).toBe(403);
    expect((await setStatus(kit.admin, itemId, 'Returned')).statusCode).toBe(200);
    expect((await setStatus(kit.admin, itemId, 'Returned')).statusCode).toBe(200);
    expect(await stockOf(order.sizeId)).toBe(order.before + 3);
    const fee = 180;
    expect((await paymentOf(order.orderId)).refunded_cents).toBe(order.share - fee);
    const [row] = await kit.t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.state).toBe('placed');
    // The admin's action is in the audit log once, with the status before and after.
    const audit = await kit.t.db
      .select()
      .from(admin_audit_log)
      .where(
        and(eq(admin_audit_log.subject_type, 'order_item'), eq(admin_audit_log.subject_id, String(itemId))),
      );
    expect(audit.map((entry) => [entry.admin_id, entry.action, entry.before, entry.after])).toEqual([
      [kit.admin.id, 'order_item.status', { status: 'Return Request' }, { status: 'Returned' }],
    ]);
  });

  it('starts only from a delivered item, and a delivered item is never cancelled', async () => {
    const shipped = await kit.order([{ vendorId: kit.vendor.id, status: 'Shipped' }]);
    expect((await setStatus(kit.admin, shipped.itemIds[0]!, 'Return Request')).statusCode).toBe(403);
    expect((await setStatus(kit.admin, shipped.itemIds[0]!, 'Returned')).statusCode).toBe(403);
    const delivered = await kit.order([{ vendorId: kit.vendor.id, status: 'Delivered' }]);
    expect((await setStatus(kit.admin, delivered.itemIds[0]!, 'Cancle')).statusCode).toBe(403);
    expect((await setStatus(kit.admin, delivered.itemIds[0]!, 'Return Request')).statusCode).toBe(200);
    expect((await paymentOf(delivered.orderId)).refunded_cents).toBe(0);
  });
});
