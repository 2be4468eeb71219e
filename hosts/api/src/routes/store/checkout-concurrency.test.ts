import { validationErrorSchema } from '@showroom/contract';
import { orderDetailResponseSchema } from '@showroom/contract/orders';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../modules/orders/orders-schema.ts';
import { payments } from '../../modules/payments/payments-schema.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import {
  addToCart,
  cardToken,
  newHomeowner,
  newKey,
  placeOrder,
  setStock,
  stockOf,
  useCheckoutTestApp,
} from '../../testing/checkout-test-kit.ts';

const kit = useCheckoutTestApp();

describe('checkout under concurrency', () => {
  it('50 concurrent submits with one Idempotency-Key make 1 order and 1 charge', async () => {
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const key = newKey();
    const payment = { card_token: await cardToken(kit) };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder(kit, buyer, key, { payment })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(201));
    const ids = new Set(answers.map((answer) => orderDetailResponseSchema.parse(answer.json()).data.id));
    expect(ids.size).toBe(1);
    expect(await kit.t.db.select().from(orders).where(eq(orders.user_id, buyer.id))).toHaveLength(1);
    const rows = await kit.t.db.select().from(payments).where(eq(payments.user_id, buyer.id));
    expect(rows).toHaveLength(1);
    const [charges] = await kit.t.db
      .select({ n: count() })
      .from(sandbox_charges)
      .where(eq(sandbox_charges.token, payment.card_token));
    expect(charges!.n).toBe(1);
  });

  it('20 homeowners buying the last unit at once: 1 order, 19 refusals naming the line, 0 charges for them', async () => {
    const size = kit.sizes[1];
    const buyers = await Promise.all(Array.from({ length: 20 }, () => newHomeowner(kit)));
    for (const buyer of buyers) await addToCart(kit, buyer, size, 1);
    await setStock(kit, size.sizeId, 1);
    const tokens = await Promise.all(buyers.map(() => cardToken(kit)));
    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        placeOrder(kit, buyer, newKey(), { payment: { card_token: tokens[index] } }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 422);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      const { errors } = validationErrorSchema.parse(answer.json());
      const [[field, messages]] = Object.entries(errors) as [[string, string[]]];
      expect(field).toMatch(/^lines\.\d+\.qty$/);
      expect(messages).toEqual([`Only 0 left of ${size.name}.`]);
    }
    expect(await stockOf(kit, size.sizeId)).toBe(0);
    const [charges] = await kit.t.db
      .select({ n: count() })
      .from(sandbox_charges)
      .where(inArray(sandbox_charges.token, tokens));
    expect(charges!.n).toBe(1);
    const placed = await kit.t.db
      .select({ n: count() })
      .from(orders)
      .where(
        inArray(
          orders.user_id,
          buyers.map((buyer) => buyer.id),
        ),
      );
    expect(placed[0]!.n).toBe(1);
  });

  it('12 buyers racing for 5 units: 5 orders, 7 refusals, stock exactly 0', async () => {
    const size = kit.sizes[2];
    const buyers = await Promise.all(Array.from({ length: 12 }, () => newHomeowner(kit)));
    for (const buyer of buyers) await addToCart(kit, buyer, size, 1);
    await setStock(kit, size.sizeId, 5);
    const tokens = await Promise.all(buyers.map(() => cardToken(kit)));
    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        placeOrder(kit, buyer, newKey(), { payment: { card_token: tokens[index] } }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(7);
    expect(await stockOf(kit, size.sizeId)).toBe(0);
    const [charges] = await kit.t.db
      .select({ n: count() })
      .from(sandbox_charges)
      .where(inArray(sandbox_charges.token, tokens));
    expect(charges!.n).toBe(5);
  });
});
