import { MESSAGES } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../modules/identity/users-schema.ts';
import { orders } from '../../modules/orders/orders-schema.ts';
import { idempotency_keys } from '../../modules/payments/payments-schema.ts';
import { RATE_LIMITS } from '../../providers/rate-limits/rate-limits.ts';
import {
  addToCart,
  type Buyer,
  cardToken,
  newHomeowner,
  newKey,
  placeOrder,
  stockOf,
  useCheckoutTestApp,
} from '../../testing/checkout-test-kit.ts';

const kit = useCheckoutTestApp();

const keyRowsOf = async (buyer: Buyer, key?: string) => {
  const [row] = await kit.t.db
    .select({ n: count() })
    .from(idempotency_keys)
    .where(
      and(
        eq(idempotency_keys.user_id, buyer.id),
        key === undefined ? undefined : eq(idempotency_keys.key, key),
      ),
    );
  return row!.n;
};

describe('POST /api/checkout: who may buy, and how often (issue #21)', () => {
  it('refuses a homeowner whose e-mail is not verified, taking nothing and keeping no key', async () => {
    const buyer = await newHomeowner(kit);
    await kit.t.db.update(users).set({ email_verified_at: null }).where(eq(users.id, buyer.id));
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const stock = await stockOf(kit, kit.sizes[0].sizeId);
    const response = await placeOrder(kit, buyer, newKey(), {
      payment: { card_token: await cardToken(kit) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.emailNotVerified });
    expect(await kit.t.db.select().from(orders).where(eq(orders.user_id, buyer.id))).toEqual([]);
    expect(await stockOf(kit, kit.sizes[0].sizeId)).toBe(stock);
    expect(await keyRowsOf(buyer)).toBe(0);
  });

  it('counts new Idempotency-Keys per homeowner, not retries; past the limit a 429 keeps no key', async () => {
    const { max, windowMs } = RATE_LIMITS.checkoutKeysPerUser;
    const buyer = await newHomeowner(kit);
    const other = await newHomeowner(kit);
    const payment = { saved_card: true };
    const keys = Array.from({ length: max }, newKey);
    for (const key of keys) {
      // The cart is empty: each new key is a cheap refusal, the flood's case.
      const response = await placeOrder(kit, buyer, key, { payment });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ cart: [ORDER_MESSAGES.cartEmpty] });
    }
    // Retries of keys already answered are replays: never counted, never refused.
    for (const key of keys.slice(0, 3))
      expect((await placeOrder(kit, buyer, key, { payment })).statusCode).toBe(422);

    const over = newKey();
    const refused = await placeOrder(kit, buyer, over, { payment });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await keyRowsOf(buyer, over)).toBe(0);
    expect(await keyRowsOf(buyer)).toBe(max);
    // Another homeowner is not held back by this one.
    expect((await placeOrder(kit, other, newKey(), { payment })).statusCode).toBe(422);

    kit.t.clock.advance(windowMs + 1_000);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const later = await placeOrder(kit, buyer, over, { payment: { card_token: await cardToken(kit) } });
    expect(later.statusCode, later.body).toBe(201);
  });
});
