/**
 * One cart, one order (issue #21): two tabs or devices paying for the same cart with their own
 * Idempotency-Keys never buy it twice. PGlite runs the requests one at a time; the PostgreSQL tier
 * (DATABASE_URL) runs them really at once.
 */
import { validationErrorSchema } from '@showroom/contract';
import { ORDER_MESSAGES, orderDetailResponseSchema } from '@showroom/contract/orders';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../modules/carts/projects-schema.ts';
import { checkout_claims } from '../../modules/checkout/checkout-claims-schema.ts';
import { stock_reservations } from '../../modules/checkout/stock-reservations-schema.ts';
import { coupons } from '../../modules/money/coupons-schema.ts';
import { orders } from '../../modules/orders/orders-schema.ts';
import { payments } from '../../modules/payments/payments-schema.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { showroomByVsdId } from '../../testing/catalog-fixtures.ts';
import {
  addToCart,
  type Buyer,
  cardToken,
  checkoutSummary,
  newHomeowner,
  newKey,
  placeOrder,
  setStock,
  stockOf,
  useCheckoutTestApp,
} from '../../testing/checkout-test-kit.ts';

const kit = useCheckoutTestApp();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ordersOf(buyer: Buyer) {
  return kit.t.db.select().from(orders).where(eq(orders.user_id, buyer.id));
}

async function chargesOf(tokens: string[]) {
  return kit.t.db.select().from(sandbox_charges).where(inArray(sandbox_charges.token, tokens));
}

/** The losers' answer: the cart the winner bought is empty, nothing charged. */
function expectCartEmpty(answer: { statusCode: number; json(): unknown }) {
  expect(answer.statusCode).toBe(422);
  expect(validationErrorSchema.parse(answer.json()).errors).toEqual({ cart: [ORDER_MESSAGES.cartEmpty] });
}

describe('one cart, one order, whatever the Idempotency-Keys', () => {
  it('two submits 0-20 ms apart with their own keys and new cards: 1 order, 1 captured charge', async () => {
    for (const gapMs of [0, 5, 20]) {
      const buyer = await newHomeowner(kit);
      await addToCart(kit, buyer, kit.sizes[0], 1);
      const tokens = [await cardToken(kit), await cardToken(kit)];
      const first = placeOrder(kit, buyer, newKey(), { payment: { card_token: tokens[0] } });
      await sleep(gapMs);
      const second = placeOrder(kit, buyer, newKey(), { payment: { card_token: tokens[1] } });
      const answers = await Promise.all([first, second]);
      const won = answers.filter((answer) => answer.statusCode === 201);
      expect(won).toHaveLength(1);
      expectCartEmpty(answers.find((answer) => answer.statusCode !== 201)!);
      expect(await ordersOf(buyer)).toHaveLength(1);
      const charges = await chargesOf(tokens);
      expect(charges.filter((charge) => charge.state === 'captured')).toHaveLength(1);
      expect(charges.filter((charge) => charge.state === 'authorized')).toHaveLength(0);
    }
  });

  it('10 concurrent submits with the saved card: 1 order, 1 charge, 1 unit sold', async () => {
    const buyer = await newHomeowner(kit);
    const size = kit.sizes[1];
    await addToCart(kit, buyer, size, 1);
    const saving = await placeOrder(kit, buyer, newKey(), {
      payment: { card_token: await cardToken(kit), save_card: true },
    });
    expect(saving.statusCode).toBe(201);
    await addToCart(kit, buyer, size, 1);
    const stockBefore = await stockOf(kit, size.sizeId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(kit, buyer, newKey(), { payment: { saved_card: true } })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 201)) expectCartEmpty(answer);
    expect(await ordersOf(buyer)).toHaveLength(2);
    expect(await stockOf(kit, size.sizeId)).toBe(stockBefore - 1);
    const rows = await kit.t.db.select().from(payments).where(eq(payments.user_id, buyer.id));
    expect(rows.filter((row) => row.state === 'captured')).toHaveLength(2);
    expect(rows.filter((row) => row.state === 'authorized')).toHaveLength(0);
    const held = await kit.t.db.select().from(stock_reservations);
    expect(held).toEqual([]);
  });

  it('a stale claim of a dead attempt is taken over after 2 minutes; its late write finds the cart gone', async () => {
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[2], 1);
    const deadKey = `checkout_${buyer.id}_dead-attempt-key-0001`;
    const cartId = await newestCartId(buyer);
    await kit.t.db
      .insert(checkout_claims)
      .values({ hold_key: deadKey, cart_id: cartId, claimed_at: kit.t.clock.now() });
    kit.t.clock.advance(3 * 60_000);
    const answer = await placeOrder(kit, buyer, newKey(), { payment: { card_token: await cardToken(kit) } });
    expect(answer.statusCode).toBe(201);
    const claims = await kit.t.db
      .select()
      .from(checkout_claims)
      .where(and(eq(checkout_claims.cart_id, cartId), eq(checkout_claims.hold_key, deadKey)));
    expect(claims).toEqual([]);
  });
});

async function newestCartId(buyer: Buyer): Promise<number> {
  const [cart] = await kit.t.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.user_id, buyer.id), eq(projects.is_cart, true)));
  return cart!.id;
}

describe('the showroom checked out in', () => {
  it('prices in it, credits it and refuses a coupon of another showroom, in the summary and the purchase', async () => {
    const studio = await showroomByVsdId(kit.t.db, 'STUDIO88');
    await kit.t.db
      .insert(coupons)
      .values({ code: 'HOMEPROONLY', showroom_id: kit.homepro.userId, amount_off_cents: 100 });
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    await setStock(kit, kit.sizes[0].sizeId, 50);
    const inStudio = await kit.t.app.inject({
      method: 'GET',
      url: '/api/checkout/summary',
      headers: { authorization: `Bearer ${buyer.token}` },
      query: { showroom: String(studio.userId), coupon_code: 'HOMEPROONLY' },
    });
    const studioTotal = inStudio.json().data.money.total;
    expect(inStudio.json().data.coupon).toEqual({
      code: 'HOMEPROONLY',
      applied: false,
      message: ORDER_MESSAGES.couponOtherShowroom,
      offered_discount: null,
    });
    const atHome = await checkoutSummary(kit, buyer, 'HOMEPROONLY');
    expect(atHome.json().data.coupon.applied).toBe(true);

    const refused = await placeOrder(kit, buyer, newKey(), {
      showroom: studio.userId,
      coupon_code: 'HOMEPROONLY',
      payment: { card_token: await cardToken(kit) },
    });
    expect(refused.statusCode).toBe(422);
    expect(validationErrorSchema.parse(refused.json()).errors).toEqual({
      coupon_code: [ORDER_MESSAGES.couponOtherShowroom],
    });
    const placed = await placeOrder(kit, buyer, newKey(), {
      showroom: studio.userId,
      payment: { card_token: await cardToken(kit) },
    });
    expect(placed.statusCode).toBe(201);
    const order = orderDetailResponseSchema.parse(placed.json()).data;
    // Charged what the summary showed in that showroom (its coupon refused, so not discounted).
    expect(order.total).toBe(studioTotal);
    const [row] = await kit.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.showroom_id).toBe(studio.userId);
    const noShowroom = await placeOrder(kit, buyer, newKey(), {
      showroom: 2_000_000_000,
      payment: { card_token: await cardToken(kit) },
    });
    expect(Object.keys(validationErrorSchema.parse(noShowroom.json()).errors)).toEqual(['showroom']);
  });
});
