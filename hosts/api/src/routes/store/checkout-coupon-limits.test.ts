import { validationErrorSchema } from '@showroom/contract';
import { checkoutSummaryResponseSchema } from '@showroom/contract/checkout';
import { ORDER_MESSAGES, orderDetailResponseSchema } from '@showroom/contract/orders';
import { proCouponResponseSchema, proCouponsResponseSchema } from '@showroom/contract/pro';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { injectFlowFault } from '../../flows/flow-runner.ts';
import { couponLimitMessage } from '../../modules/money/index.ts';
import { orders } from '../../modules/orders/orders-schema.ts';
import {
  addToCart,
  type Buyer,
  cardToken,
  checkoutSummary,
  newHomeowner,
  newKey,
  placeOrder,
  stockOf,
  useCheckoutTestApp,
} from '../../testing/checkout-test-kit.ts';
import { bearer } from '../../testing/test-app.ts';

/**
 * A pro's coupon limits at checkout (issue #23): in total and per customer, checked when the buyer
 * asks and again, race-safe, as the order is written. On PostgreSQL (the PostgreSQL tier runs this file
 * too) the two concurrent orders really race for the last use.
 */
const kit = useCheckoutTestApp();
let contractor: Record<string, string>;
beforeAll(async () => {
  contractor = bearer(await kit.t.tokenFor(DEMO_ACCOUNTS.logins.contractor.email));
});

async function newCoupon(
  code: string,
  limits: { max_uses: number | null; max_uses_per_customer: number | null },
) {
  const response = await kit.t.app.inject({
    method: 'POST',
    url: '/api/pro/coupons',
    headers: contractor,
    payload: { code, discount_type: 'percent', discount_value: 5, expires_at: null, active: true, ...limits },
  });
  expect(response.statusCode).toBe(200);
  return proCouponResponseSchema.parse(response.json()).data;
}

/** A buyer with one unit in the cart, ready to pay with a new card. */
async function readyBuyer(): Promise<Buyer> {
  const buyer = await newHomeowner(kit);
  await addToCart(kit, buyer, kit.sizes[0], 1);
  return buyer;
}

const buy = async (buyer: Buyer, code: string, key = newKey()) =>
  placeOrder(kit, buyer, key, { coupon_code: code, payment: { card_token: await cardToken(kit) } });
const couponError = (response: { json(): unknown }) =>
  validationErrorSchema.parse(response.json()).errors.coupon_code;
const couponOf = async (code: string) =>
  proCouponsResponseSchema
    .parse((await kit.t.app.inject({ method: 'GET', url: '/api/pro/coupons', headers: contractor })).json())
    .data.data.find((coupon) => coupon.code === code)!;

describe('a coupon’s usage limits at checkout', () => {
  it('lets each customer use it as often as allowed, and counts its uses and what it cost', async () => {
    await newCoupon('ONCE-EACH', { max_uses: null, max_uses_per_customer: 1 });
    const buyer = await readyBuyer();
    const first = await buy(buyer, 'once-each');
    expect(first.statusCode).toBe(201);
    const order = orderDetailResponseSchema.parse(first.json()).data;
    expect(order.discount).toBeGreaterThan(0);

    await addToCart(kit, buyer, kit.sizes[0], 1);
    const summary = checkoutSummaryResponseSchema.parse(
      (await checkoutSummary(kit, buyer, 'ONCE-EACH')).json(),
    );
    expect(summary.data.coupon).toMatchObject({ applied: false, message: ORDER_MESSAGES.couponUsedUpByYou });
    const again = await buy(buyer, 'ONCE-EACH');
    expect(again.statusCode).toBe(422);
    expect(couponError(again)).toEqual([ORDER_MESSAGES.couponUsedUpByYou]);

    expect((await buy(await readyBuyer(), 'ONCE-EACH')).statusCode).toBe(201);
    const coupon = await couponOf('ONCE-EACH');
    expect(coupon.uses).toBe(2);
    const rows = await kit.t.db.select().from(orders).where(eq(orders.coupon_code, 'ONCE-EACH'));
    expect(coupon.discount_total).toBe(rows.reduce((sum, row) => sum + row.discount_cents, 0) / 100);
  });

  it('refuses it once its total is used up, and a deactivated one at once', async () => {
    await newCoupon('TWICE', { max_uses: 2, max_uses_per_customer: null });
    expect((await buy(await readyBuyer(), 'TWICE')).statusCode).toBe(201);
    expect((await buy(await readyBuyer(), 'TWICE')).statusCode).toBe(201);
    const late = await readyBuyer();
    const refused = await buy(late, 'TWICE');
    expect(couponError(refused)).toEqual([ORDER_MESSAGES.couponUsedUp]);

    const open = await newCoupon('SWITCHED-OFF', { max_uses: null, max_uses_per_customer: null });
    const off = await kit.t.app.inject({
      method: 'PUT',
      url: `/api/pro/coupons/${open.id}`,
      headers: contractor,
      payload: {
        discount_type: 'percent',
        discount_value: 5,
        expires_at: null,
        max_uses: null,
        max_uses_per_customer: null,
        active: false,
      },
    });
    expect(off.statusCode).toBe(200);
    expect(couponError(await buy(late, 'SWITCHED-OFF'))).toEqual([ORDER_MESSAGES.couponUnknown]);
  });

  it('gives the last use to one of two concurrent orders; the other is refused, uncharged, its stock back', async () => {
    await newCoupon('LAST-ONE', { max_uses: 1, max_uses_per_customer: null });
    const stockBefore = await stockOf(kit, kit.sizes[0].sizeId);
    const [a, b] = [await readyBuyer(), await readyBuyer()];
    const [tokenA, tokenB] = [await cardToken(kit), await cardToken(kit)];
    const answers = await Promise.all([
      placeOrder(kit, a, newKey(), { coupon_code: 'LAST-ONE', payment: { card_token: tokenA } }),
      placeOrder(kit, b, newKey(), { coupon_code: 'LAST-ONE', payment: { card_token: tokenB } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422)!;
    expect(couponError(refused)).toEqual([ORDER_MESSAGES.couponUsedUp]);
    expect((await couponOf('LAST-ONE')).uses).toBe(1);
    // One unit sold; the refused order's hold was given back.
    expect(await stockOf(kit, kit.sizes[0].sizeId)).toBe(stockBefore - 1);
  });

  it('is enforced by the database itself: an order written past the limit fails as a whole', async () => {
    await newCoupon('DB-GUARD', { max_uses: 1, max_uses_per_customer: null });
    const placed = orderDetailResponseSchema.parse((await buy(await readyBuyer(), 'DB-GUARD')).json()).data;
    // A copy of the order under another number, as a second writer that skipped the early check would make.
    const copy = kit.t.db.execute(sql`
      insert into orders (order_number, user_id, showroom_id, subtotal_cents, discount_cents, shipping_cents,
        tax_cents, total_cents, coupon_code, shipping_street, shipping_city, shipping_state, shipping_zip_code,
        card_brand, card_last4, cancellable_until)
      select order_number || '-2', user_id, showroom_id, subtotal_cents, discount_cents, shipping_cents, tax_cents,
        total_cents, 'db-guard', shipping_street, shipping_city, shipping_state, shipping_zip_code, card_brand,
        card_last4, cancellable_until
      from orders where id = ${placed.id}`);
    await expect(copy).rejects.toSatisfy(
      (error) => couponLimitMessage(error) === ORDER_MESSAGES.couponUsedUp,
    );
    expect((await couponOf('DB-GUARD')).uses).toBe(1);
  });

  it.each(['authorize-payment', 'write-order'])(
    'takes the last use once when an attempt crashes after %s and its key is retried',
    async (step) => {
      const code = `CRASH-${step.toUpperCase()}`;
      await newCoupon(code, { max_uses: 1, max_uses_per_customer: null });
      const buyer = await readyBuyer();
      const key = newKey();
      const payment = { card_token: await cardToken(kit) };
      const removeFault = injectFlowFault({ flow: 'place-order', after: step, action: 'crash' });
      try {
        expect((await placeOrder(kit, buyer, key, { coupon_code: code, payment })).statusCode).toBe(500);
      } finally {
        removeFault();
      }
      const retried = await placeOrder(kit, buyer, key, { coupon_code: code, payment });
      expect(retried.statusCode).toBe(201);
      expect(orderDetailResponseSchema.parse(retried.json()).data.coupon_code).toBe(code);
      expect((await couponOf(code)).uses).toBe(1);
      expect(couponError(await buy(await readyBuyer(), code))).toEqual([ORDER_MESSAGES.couponUsedUp]);
    },
  );
});
