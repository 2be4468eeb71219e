import { validationErrorSchema } from '@showroom/contract';
import { checkoutSummaryResponseSchema } from '@showroom/contract/checkout';
import { ORDER_MESSAGES, orderDetailResponseSchema } from '@showroom/contract/orders';
import { and, count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { project_tans } from '../../modules/carts/project-tans-schema.ts';
import { notifications } from '../../modules/notifications/notifications-schema.ts';
import { order_item_status_changes, order_items, orders } from '../../modules/orders/orders-schema.ts';
import { payment_methods } from '../../modules/payments/payment-methods-schema.ts';
import { payments } from '../../modules/payments/payments-schema.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
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
import { TEST_SITE_ORIGIN } from '../../testing/test-app.ts';

const kit = useCheckoutTestApp();

const chargeCount = async () => (await kit.t.db.select({ n: count() }).from(sandbox_charges))[0]!.n;
const ordersOf = (buyer: Buyer) => kit.t.db.select().from(orders).where(eq(orders.user_id, buyer.id));
const errorsOf = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(422);
  return validationErrorSchema.parse(response.json()).errors;
};

describe('POST /api/checkout', () => {
  it('buys the cart: the order, its items and first statuses, payment captured, cart emptied, mails and notices', async () => {
    const buyer = await newHomeowner(kit);
    const [a, b] = kit.sizes;
    await addToCart(kit, buyer, a, 2);
    await addToCart(kit, buyer, b, 1);
    const stockBefore = [await stockOf(kit, a.sizeId), await stockOf(kit, b.sizeId)];
    const summary = checkoutSummaryResponseSchema.parse((await checkoutSummary(kit, buyer)).json()).data;

    const response = await placeOrder(kit, buyer, newKey(), {
      payment: { card_token: await cardToken(kit) },
    });
    expect(response.statusCode).toBe(201);
    const { data: order, message } = orderDetailResponseSchema.parse(response.json());
    expect(message).toBe(ORDER_MESSAGES.orderPlaced);
    expect(order.order_number).toMatch(/^SR-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(order.total).toBe(summary.money.total);
    expect(order.tax).toBe(summary.money.tax);
    expect(order.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(order.vendors_items.map((group) => group.vendor_id)).toEqual([a.vendorId, b.vendorId]);
    expect(order.timeline.map((entry) => entry.status)).toEqual([
      'Waiting for approval',
      'Waiting for approval',
    ]);

    const items = await kit.t.db.select().from(order_items).where(eq(order_items.order_id, order.id));
    expect(items.map((item) => [item.vendor_id, item.qty, item.status])).toEqual([
      [a.vendorId, 2, 'Waiting for approval'],
      [b.vendorId, 1, 'Waiting for approval'],
    ]);
    for (const item of items) {
      // What the homeowner paid for a unit is the vendor's price plus the pro's markup.
      expect(item.unit_price_cents).toBeGreaterThan(item.final_price_cents);
      expect(item.contractor_markup_cents).toBeGreaterThan(0);
      expect(item.admin_profit_inclusive_tax_cents).toBeGreaterThan(0);
    }
    const changes = await kit.t.db
      .select()
      .from(order_item_status_changes)
      .where(eq(order_item_status_changes.order_id, order.id));
    expect(changes).toHaveLength(2);
    const [payment] = await kit.t.db.select().from(payments).where(eq(payments.order_id, order.id));
    expect(payment).toMatchObject({ state: 'captured', amount_cents: Math.round(order.total * 100) });
    const [charge] = await kit.t.db
      .select()
      .from(sandbox_charges)
      .where(eq(sandbox_charges.id, payment!.authorization_id));
    expect(charge?.state).toBe('captured');
    const [lines] = await kit.t.db
      .select({ n: count() })
      .from(project_tans)
      .innerJoin(orders, eq(orders.project_id, project_tans.project_id))
      .where(eq(orders.id, order.id));
    expect(lines!.n).toBe(0);
    expect([await stockOf(kit, a.sizeId), await stockOf(kit, b.sizeId)]).toEqual([
      stockBefore[0]! - 2,
      stockBefore[1]! - 1,
    ]);

    const mails = await kit.t.mail.all();
    const confirmation = mails.find((mail) => mail.to === buyer.email);
    expect(confirmation?.subject).toContain(order.order_number);
    expect(confirmation?.text).toContain('ending in 4242');
    expect(confirmation?.text).toContain('within 48 hours');
    expect(confirmation?.text).toContain('1-3 weeks');
    expect(confirmation?.text).toContain('within 60 minutes');
    expect(confirmation?.links).toEqual([`http://platform.test/showroom/your_orders?order=${order.id}`]);
    const vendorMails = mails.filter((mail) => mail.subject === `New order ${order.order_number}`);
    expect(vendorMails).toHaveLength(3);
    for (const mail of mails) expect(mail.text).not.toMatch(/4242424242424242|\b\d{13,19}\b/);

    const notices = await kit.t.db
      .select({ user_id: notifications.user_id, link: notifications.link })
      .from(notifications)
      .where(like(notifications.message, `%${order.order_number}%`));
    expect(notices.sort((x, y) => x.user_id - y.user_id)).toEqual(
      [
        { user_id: buyer.id, link: `/your_orders?order=${order.id}` },
        // Each vendor's notice opens their Order items (decision 0096).
        { user_id: a.vendorId, link: '/vendor/order-items' },
        { user_id: b.vendorId, link: '/vendor/order-items' },
        { user_id: kit.homepro.userId, link: null },
      ].sort((x, y) => x.user_id - y.user_id),
    );
  });

  it('charges what the server computes: a tampered total or price in the body changes nothing', async () => {
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const summary = checkoutSummaryResponseSchema.parse((await checkoutSummary(kit, buyer)).json()).data;
    const response = await placeOrder(kit, buyer, newKey(), {
      payment: { card_token: await cardToken(kit) },
      total: 0.01,
      money: { total: 0.01, subtotal: 0.01 },
      lines: [{ id: 1, price: 0.01, qty: 1 }],
      price: 0.01,
    });
    expect(response.statusCode).toBe(201);
    const order = orderDetailResponseSchema.parse(response.json()).data;
    expect(order.total).toBe(summary.money.total);
    const [payment] = await kit.t.db.select().from(payments).where(eq(payments.order_id, order.id));
    expect(payment!.amount_cents).toBe(Math.round(summary.money.total * 100));
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
  ])('refuses card %s with the processor’s message: no order, stock unchanged', async (number, text) => {
    const buyer = await newHomeowner(kit);
    const size = kit.sizes[1];
    await addToCart(kit, buyer, size, 2);
    const stock = await stockOf(kit, size.sizeId);
    const charges = await chargeCount();
    const response = await placeOrder(kit, buyer, newKey(), {
      payment: { card_token: await cardToken(kit, number) },
    });
    expect(errorsOf(response)).toEqual({ payment: [text] });
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await stockOf(kit, size.sizeId)).toBe(stock);
    expect(await chargeCount()).toBe(charges);
  });

  it('refuses a line short of stock by name and count, charging nothing', async () => {
    const buyer = await newHomeowner(kit);
    const size = kit.sizes[2];
    await addToCart(kit, buyer, size, 3);
    await setStock(kit, size.sizeId, 2);
    const charges = await chargeCount();
    const response = await placeOrder(kit, buyer, newKey(), {
      payment: { card_token: await cardToken(kit) },
    });
    const errors = errorsOf(response);
    expect(Object.values(errors)).toEqual([[`Only 2 left of ${size.name}.`]]);
    expect(Object.keys(errors)[0]).toMatch(/^lines\.\d+\.qty$/);
    expect(await chargeCount()).toBe(charges);
    expect(await stockOf(kit, size.sizeId)).toBe(2);
    await setStock(kit, size.sizeId, 100);
  });

  it('replays the first answer for the same key and body; refuses the key with another body', async () => {
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const key = newKey();
    const payment = { card_token: await cardToken(kit) };
    const first = await placeOrder(kit, buyer, key, { payment });
    const again = await placeOrder(kit, buyer, key, { payment, total: 5 });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await placeOrder(kit, buyer, key, { payment, coupon_code: 'WELCOME5' });
    expect(errorsOf(other)).toEqual({ idempotency_key: [ORDER_MESSAGES.idempotencyKeyReused] });
    expect(await ordersOf(buyer)).toHaveLength(1);
  });

  it('needs a well-formed Idempotency-Key', async () => {
    const buyer = await newHomeowner(kit);
    for (const key of [undefined, 'short', 'x'.repeat(200), 'has spaces in it 12345']) {
      const response = await kit.t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { authorization: `Bearer ${buyer.token}`, ...(key ? { 'idempotency-key': key } : {}) },
        payload: { showroom: kit.homepro.userId, payment: { saved_card: true } },
      });
      expect(Object.keys(errorsOf(response))).toEqual(['idempotency_key']);
    }
  });

  it('pays with the saved card, or saves the new one when asked', async () => {
    const demo = DEMO_ACCOUNTS.logins.homeowner.email;
    const owner = { id: await kit.t.userIdOf(demo), email: demo, token: await kit.t.tokenFor(demo) };
    await addToCart(kit, owner, kit.sizes[0], 1);
    const saved = await placeOrder(kit, owner, newKey(), { payment: { saved_card: true } });
    expect(saved.statusCode).toBe(201);
    expect(orderDetailResponseSchema.parse(saved.json()).data.card).toEqual({ brand: 'visa', last4: '4242' });

    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const none = await placeOrder(kit, buyer, newKey(), { payment: { saved_card: true } });
    expect(errorsOf(none)).toEqual({ payment: [ORDER_MESSAGES.savedCardMissing] });
    const token = await cardToken(kit, '5555555555554444');
    const kept = await placeOrder(kit, buyer, newKey(), { payment: { card_token: token, save_card: true } });
    expect(kept.statusCode).toBe(201);
    const cards = await kit.t.db.select().from(payment_methods).where(eq(payment_methods.user_id, buyer.id));
    expect(cards.map((card) => [card.brand, card.last4])).toEqual([['mastercard', '4444']]);
  });

  it('buys only the caller’s own cart: another homeowner’s cart stays untouched', async () => {
    const owner = await newHomeowner(kit);
    await addToCart(kit, owner, kit.sizes[0], 1);
    const stranger = await newHomeowner(kit);
    const response = await placeOrder(kit, stranger, newKey(), {
      payment: { card_token: await cardToken(kit) },
    });
    expect(errorsOf(response)).toEqual({ cart: [ORDER_MESSAGES.cartEmpty] });
    const summary = checkoutSummaryResponseSchema.parse((await checkoutSummary(kit, owner)).json()).data;
    expect(summary.vendors).toHaveLength(1);
  });

  it('is refused from a site no pro registered, and works embedded on a registered one', async () => {
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const from = async (origin: string) =>
      kit.t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': newKey(), origin },
        payload: { showroom: kit.homepro.userId, payment: { card_token: await cardToken(kit) } },
      });
    expect((await from('https://unregistered.example')).statusCode).toBe(403);
    expect(await ordersOf(buyer)).toEqual([]);
    expect((await from(TEST_SITE_ORIGIN)).statusCode).toBe(201);
  });

  it('refuses a coupon that does not apply rather than charging another amount', async () => {
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const response = await placeOrder(kit, buyer, newKey(), {
      coupon_code: 'SPRING10',
      payment: { card_token: await cardToken(kit) },
    });
    expect(errorsOf(response)).toEqual({ coupon_code: [ORDER_MESSAGES.couponExpired] });
    const applied = await placeOrder(kit, buyer, newKey(), {
      coupon_code: 'welcome5',
      payment: { card_token: await cardToken(kit) },
    });
    expect(applied.statusCode).toBe(201);
    const order = orderDetailResponseSchema.parse(applied.json()).data;
    expect(order.coupon_code).toBe('WELCOME5');
    expect(order.discount).toBeGreaterThan(0);
    const [row] = await kit.t.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, order.id), eq(orders.coupon_code, 'WELCOME5')));
    expect(row?.discount_cents).toBe(Math.round(order.discount * 100));
  });
});
