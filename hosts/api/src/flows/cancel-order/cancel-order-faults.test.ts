import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { REFUND_RETRY_MINUTES, settlePayments } from '../../jobs/payment-settler.ts';
import { product_sizes } from '../../modules/catalog/catalog-schema.ts';
import { notifications } from '../../modules/notifications/notifications-schema.ts';
import { order_items, orders } from '../../modules/orders/orders-schema.ts';
import { payment_refunds } from '../../modules/payments/payment-refunds-schema.ts';
import { payments } from '../../modules/payments/payments-schema.ts';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
import { createSandboxGateway } from '../../providers/payment-gateways/sandbox-gateway.ts';
import { useOrderTestApp } from '../../testing/order-test-kit.ts';
import { injectFlowFault } from '../flow-runner.ts';
import { cancelOrderWriteFlow } from './cancel-order-flow.ts';

const kit = useOrderTestApp();
let removeFault = () => {};
afterEach(() => removeFault());

const stockOf = async (id: number) =>
  (await kit.t.db.select().from(product_sizes).where(eq(product_sizes.id, id)))[0]!.stock_qty;
const paymentOf = async (orderId: number) =>
  (await kit.t.db.select().from(payments).where(eq(payments.order_id, orderId)))[0]!;
const cancel = (orderId: number) => kit.call(kit.homeowner, 'POST', `/api/orders/${orderId}/cancel`);

async function twoSizeOrder() {
  const [a, b] = await kit.t.db.select().from(product_sizes).orderBy(asc(product_sizes.id)).limit(2);
  if (!a || !b) throw new Error('The test catalogue has no sizes.');
  const order = await kit.order([
    { vendorId: kit.vendor.id, sizeId: a.id, qty: 3 },
    { vendorId: kit.otherVendor.id, sizeId: b.id, qty: 2 },
  ]);
  return { ...order, a: a.id, b: b.id, before: { a: await stockOf(a.id), b: await stockOf(b.id) } };
}

async function expectUntouched(order: Awaited<ReturnType<typeof twoSizeOrder>>) {
  const [row] = await kit.t.db.select().from(orders).where(eq(orders.id, order.orderId));
  expect(row?.state).toBe('placed');
  const items = await kit.t.db.select().from(order_items).where(eq(order_items.order_id, order.orderId));
  expect(items.every((item) => item.status !== 'Cancle')).toBe(true);
  expect(await stockOf(order.a)).toBe(order.before.a);
  expect(await stockOf(order.b)).toBe(order.before.b);
  const payment = await paymentOf(order.orderId);
  expect(payment).toMatchObject({ state: 'captured', refunded_cents: 0 });
  expect(
    await kit.t.db.select().from(payment_refunds).where(eq(payment_refunds.payment_id, payment.id)),
  ).toEqual([]);
  const notes = await kit.t.db
    .select()
    .from(notifications)
    .where(eq(notifications.link, `/your_orders?order=${order.orderId}`));
  expect(notes).toEqual([]);
}

describe('the cancel-order flow when a step fails', () => {
  it.each(cancelOrderWriteFlow.steps.map((step) => step.name))(
    'leaves nothing of the cancel when it fails after %s, and a retry cancels once',
    async (step) => {
      const order = await twoSizeOrder();
      removeFault = injectFlowFault({ flow: 'cancel-order-write', after: step, action: 'throw' });
      expect((await cancel(order.orderId)).statusCode).toBe(500);
      await expectUntouched(order);
      removeFault();
      expect((await cancel(order.orderId)).statusCode).toBe(200);
      expect(await stockOf(order.a)).toBe(order.before.a + 3);
      expect(await stockOf(order.b)).toBe(order.before.b + 2);
      expect(await paymentOf(order.orderId)).toMatchObject({
        state: 'refunded',
        refunded_cents: order.totalCents,
      });
    },
  );

  it('keeps a committed cancel when it fails before the refund is sent: the settler sends it, once', async () => {
    const order = await twoSizeOrder();
    removeFault = injectFlowFault({ flow: 'cancel-order', after: 'write-cancellation', action: 'throw' });
    expect((await cancel(order.orderId)).statusCode).toBe(500);
    removeFault();
    expect(await stockOf(order.a)).toBe(order.before.a + 3);
    expect((await paymentOf(order.orderId)).refunded_cents).toBe(0);
    expect((await cancel(order.orderId)).statusCode).toBe(422);
    expect(await stockOf(order.a)).toBe(order.before.a + 3);

    kit.t.clock.advance((REFUND_RETRY_MINUTES + 1) * MINUTE_MS);
    const sandbox = createSandboxGateway({ db: kit.t.db, clock: kit.t.clock });
    await settlePayments(kit.t.db, kit.t.clock, sandbox);
    await settlePayments(kit.t.db, kit.t.clock, sandbox);
    expect(await paymentOf(order.orderId)).toMatchObject({
      state: 'refunded',
      refunded_cents: order.totalCents,
    });
  });
});
