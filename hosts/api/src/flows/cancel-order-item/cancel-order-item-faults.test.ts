import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { product_sizes } from '../../modules/catalog/catalog-schema.ts';
import { notifications } from '../../modules/notifications/notifications-schema.ts';
import { order_item_status_changes, order_items } from '../../modules/orders/orders-schema.ts';
import { payment_refunds } from '../../modules/payments/payment-refunds-schema.ts';
import { payments } from '../../modules/payments/payments-schema.ts';
import { useOrderTestApp } from '../../testing/order-test-kit.ts';
import { injectFlowFault } from '../flow-runner.ts';
import { cancelOrderItemWriteFlow } from './cancel-order-item-flow.ts';

const kit = useOrderTestApp();
let removeFault = () => {};
afterEach(() => removeFault());

const stockOf = async (id: number) =>
  (await kit.t.db.select().from(product_sizes).where(eq(product_sizes.id, id)))[0]!.stock_qty;
const paymentOf = async (orderId: number) =>
  (await kit.t.db.select().from(payments).where(eq(payments.order_id, orderId)))[0]!;
const cancelItem = (itemId: number) =>
  kit.call(kit.admin, 'PUT', `/api/order_items/${itemId}/status`, { status: 'Cancle' });
/** The vendor's Decline goes through the same flow (decision 0096). */
const declineItem = (itemId: number) =>
  kit.call(kit.vendor, 'PUT', `/api/order_items/${itemId}/status`, { status: 'Decline' });
const ways = { cancel: cancelItem, decline: declineItem };
const cases = cancelOrderItemWriteFlow.steps.flatMap((step) =>
  (['cancel', 'decline'] as const).map((way) => [way, step.name] as const),
);

/** Two items of one size: 3 units with a share of 3 × $12 + $1.50, and 2 more. */
async function twoItemOrder() {
  const [size] = await kit.t.db.select().from(product_sizes).orderBy(asc(product_sizes.id)).limit(1);
  if (!size) throw new Error('The test catalogue has no sizes.');
  const before = await stockOf(size.id);
  const order = await kit.order([
    { vendorId: kit.vendor.id, sizeId: size.id, qty: 3, adminProfitCents: 150 },
    { vendorId: kit.vendor.id, sizeId: size.id, qty: 2 },
  ]);
  return { ...order, sizeId: size.id, before, share: 3 * 1200 + 150 };
}

describe('the cancel-order-item flow when a step fails', () => {
  it.each(cases)(
    'leaves nothing of the %s when it fails after %s, and a retry changes it once',
    async (way, step) => {
      const change = ways[way];
      const order = await twoItemOrder();
      const itemId = order.itemIds[0]!;
      removeFault = injectFlowFault({ flow: 'cancel-order-item-write', after: step, action: 'throw' });
      expect((await change(itemId)).statusCode).toBe(500);
      const [item] = await kit.t.db.select().from(order_items).where(eq(order_items.id, itemId));
      expect(item?.status).toBe('Waiting for approval');
      const changes = await kit.t.db
        .select()
        .from(order_item_status_changes)
        .where(eq(order_item_status_changes.order_item_id, itemId));
      expect(changes).toHaveLength(1);
      expect(await stockOf(order.sizeId)).toBe(order.before);
      const payment = await paymentOf(order.orderId);
      expect(payment.refunded_cents).toBe(0);
      expect(
        await kit.t.db.select().from(payment_refunds).where(eq(payment_refunds.payment_id, payment.id)),
      ).toEqual([]);
      const notes = await kit.t.db
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/your_orders?order=${order.orderId}`));
      expect(notes).toEqual([]);

      removeFault();
      expect((await change(itemId)).statusCode).toBe(200);
      // Sent again: answered as done, nothing restocked or refunded a second time.
      expect((await change(itemId)).statusCode).toBe(200);
      expect(await stockOf(order.sizeId)).toBe(order.before + 3);
      expect(await paymentOf(order.orderId)).toMatchObject({
        state: 'captured',
        refunded_cents: order.share,
      });
    },
  );
});

describe('cancelling one order many ways at once', () => {
  it('restocks every unit once and refunds what was paid once (item cancels racing the homeowner’s)', async () => {
    const order = await twoItemOrder();
    const [first, second] = order.itemIds as [number, number];
    const answers = await Promise.all([
      cancelItem(first),
      kit.call(kit.homeowner, 'POST', `/api/orders/${order.orderId}/cancel`),
      cancelItem(second),
      cancelItem(first),
      kit.call(kit.homeowner, 'POST', `/api/orders/${order.orderId}/cancel`),
      cancelItem(second),
    ]);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    expect(await stockOf(order.sizeId)).toBe(order.before + 5);
    expect(await paymentOf(order.orderId)).toMatchObject({
      state: 'refunded',
      refunded_cents: order.totalCents,
    });
    const changes = await kit.t.db
      .select()
      .from(order_item_status_changes)
      .where(eq(order_item_status_changes.order_id, order.orderId));
    expect(changes.filter((change) => change.status === 'Cancle')).toHaveLength(2);
  });
});
