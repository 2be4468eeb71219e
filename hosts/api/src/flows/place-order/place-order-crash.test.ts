/**
 * A place-order attempt that fails or dies between any two steps (issue #21): nothing is charged
 * twice, no stock is lost, and a retry of the same Idempotency-Key gets the order — at once, or after
 * more than 2 minutes (the test clock), with the payment settler run in between.
 */
import { orderDetailResponseSchema } from '@showroom/contract/orders';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { settlePayments } from '../../jobs/payment-settler.ts';
import { checkout_claims } from '../../modules/checkout/checkout-claims-schema.ts';
import { stock_reservations } from '../../modules/checkout/stock-reservations-schema.ts';
import { orders } from '../../modules/orders/orders-schema.ts';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import {
  addToCart,
  type Buyer,
  cardToken,
  newHomeowner,
  newKey,
  placeOrder,
  setStock,
  stockOf,
  useCheckoutTestApp,
} from '../../testing/checkout-test-kit.ts';
import { type FaultAction, injectFlowFault } from '../flow-runner.ts';
import { gatewayKeyOf } from './place-order-flow.ts';

const kit = useCheckoutTestApp();
const STOCK = 40;
const QTY = 3;

let removeFault = () => {};
afterEach(() => removeFault());

/** A buyer with QTY units of a size holding STOCK in the cart, and a new card. */
async function readyBuyer() {
  const buyer = await newHomeowner(kit);
  const size = kit.sizes[0];
  await setStock(kit, size.sizeId, STOCK);
  await addToCart(kit, buyer, size, QTY);
  return { buyer, size, payment: { card_token: await cardToken(kit) } };
}

async function expectExactlyOnce(buyer: Buyer, token: string, key: string, sizeId: number) {
  const placed = await kit.t.db.select().from(orders).where(eq(orders.user_id, buyer.id));
  expect(placed).toHaveLength(1);
  const charges = await kit.t.db
    .select()
    .from(sandbox_charges)
    .where(inArray(sandbox_charges.token, [token]));
  expect(charges.map((charge) => charge.state)).toEqual(['captured']);
  expect(await stockOf(kit, sizeId)).toBe(STOCK - QTY);
  const holds = await kit.t.db
    .select()
    .from(stock_reservations)
    .where(eq(stock_reservations.hold_key, gatewayKeyOf(buyer.id, key)));
  expect(holds).toEqual([]);
  return placed[0]!;
}

const STEPS = [
  'claim-cart',
  'price-cart',
  'reserve-stock',
  'authorize-payment',
  'record-payment',
  'write-order',
  'capture-payment',
];

describe.each<FaultAction>(['throw', 'crash'])(
  'a place-order attempt that fails (%s) after a step',
  (action) => {
    it.each(STEPS)(
      'after %s: the retry of its key gets the order, charged once, no stock lost',
      async (step) => {
        const { buyer, size, payment } = await readyBuyer();
        const key = newKey();
        removeFault = injectFlowFault({ flow: 'place-order', after: step, action });
        const failed = await placeOrder(kit, buyer, key, { payment });
        expect(failed.statusCode).toBe(500);
        removeFault();
        if (action === 'throw' && STEPS.indexOf(step) < STEPS.indexOf('write-order')) {
          // Undone at once: the units are back and the cart is free (an authorization waits for the retry).
          expect(await stockOf(kit, size.sizeId)).toBe(STOCK);
          const claims = await kit.t.db
            .select()
            .from(checkout_claims)
            .where(eq(checkout_claims.hold_key, gatewayKeyOf(buyer.id, key)));
          expect(claims).toEqual([]);
        }
        const retried = await placeOrder(kit, buyer, key, { payment });
        expect(retried.statusCode).toBe(201);
        const order = orderDetailResponseSchema.parse(retried.json()).data;
        // The settler captures what a dead attempt left authorized on its order (past its 5-minute lease).
        kit.t.clock.advance(6 * MINUTE_MS);
        await settlePayments(kit.t.db, kit.t.clock, kit.sandbox);
        const row = await expectExactlyOnce(buyer, payment.card_token, key, size.sizeId);
        expect(row.id).toBe(order.id);
      },
    );
  },
);

describe('a crashed attempt retried after more than 2 minutes', () => {
  it.each(['reserve-stock', 'authorize-payment', 'write-order'])(
    'after %s: the settler in between takes nothing twice, and the retry gets the order',
    async (step) => {
      const { buyer, size, payment } = await readyBuyer();
      const key = newKey();
      removeFault = injectFlowFault({ flow: 'place-order', after: step, action: 'crash' });
      expect((await placeOrder(kit, buyer, key, { payment })).statusCode).toBe(500);
      removeFault();
      kit.t.clock.advance(3 * MINUTE_MS);
      await settlePayments(kit.t.db, kit.t.clock, kit.sandbox);
      const retried = await placeOrder(kit, buyer, key, { payment });
      expect(retried.statusCode).toBe(201);
      kit.t.clock.advance(3 * MINUTE_MS);
      await settlePayments(kit.t.db, kit.t.clock, kit.sandbox);
      const row = await expectExactlyOnce(buyer, payment.card_token, key, size.sizeId);
      expect(orderDetailResponseSchema.parse(retried.json()).data.id).toBe(row.id);
      const claims = await kit.t.db
        .select()
        .from(checkout_claims)
        .where(eq(checkout_claims.order_id, row.id));
      expect(claims).toHaveLength(1);
    },
  );
});
