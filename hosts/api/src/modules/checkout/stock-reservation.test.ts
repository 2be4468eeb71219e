import { describe, expect, it } from 'vitest';
import { ORPHAN_AUTHORIZATION_MINUTES, settlePayments } from '../../jobs/payment-settler.ts';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
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
import { loadBuyerCart } from './checkout-lines.ts';
import { releaseStock, reserveStock } from './stock-reservation.ts';
import { stock_reservations } from './stock-reservations-schema.ts';

const kit = useCheckoutTestApp();

describe('stock holds', () => {
  it('a placed order leaves no hold, and a declined card gives its units back', async () => {
    const size = kit.sizes[0]!;
    await setStock(kit, size.sizeId, 10);
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, size, 3);
    const declined = await placeOrder(kit, buyer, newKey(), {
      payment: { card_token: await cardToken(kit, '4000000000000002') },
    });
    expect(declined.statusCode).toBe(422);
    expect(await stockOf(kit, size.sizeId)).toBe(10);

    const placed = await placeOrder(kit, buyer, newKey(), { payment: { card_token: await cardToken(kit) } });
    expect(placed.statusCode).toBe(201);
    expect(await stockOf(kit, size.sizeId)).toBe(7);
    expect(await kit.t.db.select().from(stock_reservations)).toEqual([]);
  });

  it('gives back, once, what a checkout that died after reserving still holds', async () => {
    const size = kit.sizes[1]!;
    await setStock(kit, size.sizeId, 5);
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, size, 2);
    const cart = await loadBuyerCart(kit.t.db, buyer.id);
    // The process dies here: units taken and held, no authorization, no order.
    const reserved = await reserveStock(kit.t.db, cart!.lines, {
      key: 'dead-checkout',
      now: kit.t.clock.now(),
    });
    expect(reserved.ok).toBe(true);
    expect(await stockOf(kit, size.sizeId)).toBe(3);

    await settlePayments(kit.t.db, kit.t.clock, kit.sandbox);
    expect(await stockOf(kit, size.sizeId)).toBe(3);

    kit.t.clock.advance((ORPHAN_AUTHORIZATION_MINUTES + 1) * MINUTE_MS);
    const counts = await settlePayments(kit.t.db, kit.t.clock, kit.sandbox);
    expect(counts.released).toBe(1);
    expect(await stockOf(kit, size.sizeId)).toBe(5);
    await releaseStock(kit.t.db, 'dead-checkout');
    expect(await stockOf(kit, size.sizeId)).toBe(5);
  });
});
