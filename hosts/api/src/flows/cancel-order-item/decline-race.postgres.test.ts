/**
 * A vendor's Decline sent twice at the same moment (two tabs, each with its own Idempotency-Key, or
 * two API processes: here two connections of the pool on PostgreSQL, where row locks really wait):
 * the item is restocked once and refunded once, however the two interleave; a Decline racing an
 * admin's cancel of the same item likewise. Needs DATABASE_URL (the PostgreSQL tier).
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { product_sizes } from '../../modules/catalog/catalog-schema.ts';
import { order_item_status_changes } from '../../modules/orders/orders-schema.ts';
import { payment_refunds } from '../../modules/payments/payment-refunds-schema.ts';
import { payments } from '../../modules/payments/payments-schema.ts';
import { type Party, useOrderTestApp } from '../../testing/order-test-kit.ts';
import { bearer } from '../../testing/test-app.ts';

const ROUNDS = 5;
const kit = useOrderTestApp();
beforeAll(() => {
  if (!process.env.DATABASE_URL)
    throw new Error('the decline race needs a PostgreSQL server: set DATABASE_URL');
});

const stockOf = async (id: number) =>
  (await kit.t.db.select().from(product_sizes).where(eq(product_sizes.id, id)))[0]!.stock_qty;
const send = (who: Party, itemId: number, status: string) =>
  kit.t.app.inject({
    method: 'PUT',
    url: `/api/order_items/${itemId}/status`,
    headers: { ...bearer(who.token), 'idempotency-key': randomUUID() },
    payload: { status },
  });

async function raced(first: [Party, string], second: [Party, string]) {
  const [size] = await kit.t.db.select().from(product_sizes).orderBy(asc(product_sizes.id)).limit(1);
  if (!size) throw new Error('The test catalogue has no sizes.');
  const before = await stockOf(size.id);
  const order = await kit.order([
    { vendorId: kit.vendor.id, sizeId: size.id, qty: 4, adminProfitCents: 100 },
    { vendorId: kit.vendor.id, sizeId: size.id, qty: 1 },
  ]);
  const itemId = order.itemIds[0]!;
  const answers = await Promise.all([send(first[0], itemId, first[1]), send(second[0], itemId, second[1])]);
  // Both tabs hear success or a refusal of a final status; none a server error.
  expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 403)).toBe(true);
  return { order, itemId, sizeId: size.id, before, share: 4 * 1200 + 100 };
}

describe('two declines of one item at once', () => {
  it(`restock and refund it once (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { order, itemId, sizeId, before, share } = await raced(
        [kit.vendor, 'Decline'],
        [kit.vendor, 'Decline'],
      );
      expect(await stockOf(sizeId)).toBe(before + 4);
      const [payment] = await kit.t.db.select().from(payments).where(eq(payments.order_id, order.orderId));
      expect(payment?.refunded_cents).toBe(share);
      const refunds = await kit.t.db
        .select()
        .from(payment_refunds)
        .where(eq(payment_refunds.order_item_id, itemId));
      expect(refunds).toHaveLength(1);
      const changes = await kit.t.db
        .select()
        .from(order_item_status_changes)
        .where(eq(order_item_status_changes.order_item_id, itemId));
      expect(changes.map((change) => change.status)).toEqual(['Waiting for approval', 'Decline']);
    }
  });

  it('and a Decline racing an admin’s cancel: one of them wins, restocked and refunded once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { order, itemId, sizeId, before, share } = await raced(
        [kit.vendor, 'Decline'],
        [kit.admin, 'Cancle'],
      );
      expect(await stockOf(sizeId)).toBe(before + 4);
      const [payment] = await kit.t.db.select().from(payments).where(eq(payments.order_id, order.orderId));
      expect(payment?.refunded_cents).toBe(share);
      const changes = await kit.t.db
        .select()
        .from(order_item_status_changes)
        .where(eq(order_item_status_changes.order_item_id, itemId));
      expect(changes).toHaveLength(2);
    }
  });
});
