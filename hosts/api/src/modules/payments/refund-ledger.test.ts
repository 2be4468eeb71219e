import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createSandboxGateway } from '../../providers/payment-gateways/sandbox-gateway.ts';
import { sandbox_refunds } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { insertTestOrder, insertTestUser } from '../../testing/order-fixtures.ts';
import { TestClock } from '../../testing/test-clock.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { recordRefund, sendRefund } from './index.ts';
import { payments } from './payments-schema.ts';

let database: DatabaseHandle;
const clock = new TestClock();
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function paidOrder() {
  const userId = await insertTestUser(database.db, 'User', 'Olivia');
  const vendorId = await insertTestUser(database.db, 'Vendor', 'Metro Tiles');
  const order = await insertTestOrder(database.db, { userId, items: [{ vendorId }, { vendorId }] });
  const [payment] = await database.db.select().from(payments).where(eq(payments.order_id, order.orderId));
  return { payment: payment!, itemIds: order.itemIds };
}

describe('the refund ledger', () => {
  it('never records more than was paid, however the refunds are asked for', async () => {
    const { payment, itemIds } = await paidOrder();
    const paid = payment.amount_cents;
    const most = Math.ceil(paid * 0.6);
    const refund = (orderItemId: number | null, wantedCents: number | null) =>
      recordRefund(database.db, payment, { orderItemId, wantedCents, now: clock.now() });
    expect((await refund(itemIds[0]!, most))?.amountCents).toBe(most);
    expect((await refund(itemIds[1]!, most))?.amountCents).toBe(paid - most);
    expect(await refund(null, null)).toBeNull();
  });

  it('sends a recorded refund to the gateway and counts it on the payment once, even sent twice', async () => {
    const { payment } = await paidOrder();
    const gateway = createSandboxGateway({ db: database.db, clock });
    const pending = await recordRefund(database.db, payment, {
      orderItemId: null,
      wantedCents: 250,
      now: clock.now(),
    });
    const deps = { db: database.db, clock, payments: gateway };
    await sendRefund(deps, pending!);
    await sendRefund(deps, pending!);
    const [after] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.refunded_cents).toBe(250);
    const sent = await database.db
      .select()
      .from(sandbox_refunds)
      .where(eq(sandbox_refunds.charge_id, payment.authorization_id));
    expect(sent.map((row) => row.amount_cents)).toEqual([250]);
  });
});
