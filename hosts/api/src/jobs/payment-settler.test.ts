import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../modules/orders/orders-schema.ts';
import { payment_refunds } from '../modules/payments/payment-refunds-schema.ts';
import { payments } from '../modules/payments/payments-schema.ts';
import { MINUTE_MS } from '../providers/clock/clock.ts';
import type { PaymentGateway } from '../providers/payment-gateways/payment-gateway.ts';
import { sandbox_charges } from '../providers/payment-gateways/sandbox-gateway-schema.ts';
import {
  addToCart,
  cardToken,
  newHomeowner,
  newKey,
  placeOrder,
  useCheckoutTestApp,
} from '../testing/checkout-test-kit.ts';
import { bearer } from '../testing/test-app.ts';
import { ORPHAN_AUTHORIZATION_MINUTES, REFUND_RETRY_MINUTES, settlePayments } from './payment-settler.ts';

const kit = useCheckoutTestApp();

/** An authorization at the sandbox with our payments row, as a checkout that died before its order leaves it. */
async function orphanAuthorization(userId: number) {
  const authorized = await kit.sandbox.authorize({
    amountCents: 1_234,
    paymentToken: await cardToken(kit),
    idempotencyKey: newKey(),
    description: 'abandoned checkout',
  });
  if (!authorized.ok) throw new Error('authorize failed');
  const now = kit.t.clock.now();
  const [row] = await kit.t.db
    .insert(payments)
    .values({
      user_id: userId,
      gateway: 'sandbox',
      authorization_id: authorized.authorizationId,
      amount_cents: 1_234,
      state: 'authorized',
      card_brand: 'visa',
      card_last4: '4242',
      created_at: now,
      updated_at: now,
    })
    .returning();
  return row!;
}

const chargeState = async (id: string) =>
  (await kit.t.db.select().from(sandbox_charges).where(eq(sandbox_charges.id, id)))[0]?.state;
const paymentState = async (id: number) =>
  (await kit.t.db.select().from(payments).where(eq(payments.id, id)))[0]?.state;

describe('payment settler', () => {
  it(`voids an authorization left without an order for ${ORPHAN_AUTHORIZATION_MINUTES} minutes, and only then`, async () => {
    const buyer = await newHomeowner(kit);
    const orphan = await orphanAuthorization(buyer.id);
    await settlePayments(kit.t.db, kit.t.clock, kit.sandbox);
    expect(await paymentState(orphan.id)).toBe('authorized');

    kit.t.clock.advance((ORPHAN_AUTHORIZATION_MINUTES + 1) * MINUTE_MS);
    const counts = await settlePayments(kit.t.db, kit.t.clock, kit.sandbox);
    expect(counts.voided).toBeGreaterThanOrEqual(1);
    expect(await paymentState(orphan.id)).toBe('voided');
    expect(await chargeState(orphan.authorization_id)).toBe('voided');
  });

  it('never voids a paid order’s payment, and captures one whose capture failed', async () => {
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const failingCapture: PaymentGateway = {
      ...kit.sandbox,
      capture: () => Promise.reject(new Error('gateway down')),
    };
    // The order is placed by the app; its capture is then undone here to play a failed one.
    const response = await placeOrder(kit, buyer, newKey(), {
      payment: { card_token: await cardToken(kit) },
    });
    expect(response.statusCode).toBe(201);
    const [paid] = await kit.t.db.select().from(payments).where(eq(payments.user_id, buyer.id));
    await kit.t.db.update(payments).set({ state: 'authorized' }).where(eq(payments.id, paid!.id));
    await kit.t.db
      .update(sandbox_charges)
      .set({ state: 'authorized' })
      .where(eq(sandbox_charges.id, paid!.authorization_id));

    kit.t.clock.advance(60 * MINUTE_MS);
    const failed = await settlePayments(kit.t.db, kit.t.clock, failingCapture);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(await paymentState(paid!.id)).toBe('authorized');

    kit.t.clock.advance(10 * MINUTE_MS);
    await settlePayments(kit.t.db, kit.t.clock, kit.sandbox);
    expect(await paymentState(paid!.id)).toBe('captured');
    expect(await chargeState(paid!.authorization_id)).toBe('captured');
  });

  it('voids, never captures, the authorization of an order cancelled before its capture', async () => {
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const response = await placeOrder(kit, buyer, newKey(), {
      payment: { card_token: await cardToken(kit) },
    });
    const [paid] = await kit.t.db.select().from(payments).where(eq(payments.user_id, buyer.id));
    await kit.t.db.update(payments).set({ state: 'authorized' }).where(eq(payments.id, paid!.id));
    await kit.t.db
      .update(sandbox_charges)
      .set({ state: 'authorized' })
      .where(eq(sandbox_charges.id, paid!.authorization_id));
    await kit.t.db
      .update(orders)
      .set({ state: 'cancelled' })
      .where(eq(orders.id, (response.json() as { data: { id: number } }).data.id));

    kit.t.clock.advance((ORPHAN_AUTHORIZATION_MINUTES + 6) * MINUTE_MS);
    await settlePayments(kit.t.db, kit.t.clock, kit.sandbox);
    expect(await paymentState(paid!.id)).toBe('voided');
    expect(await chargeState(paid!.authorization_id)).toBe('voided');
  });

  it('sends again a refund whose call failed, once it is old enough, and only once', async () => {
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const response = await placeOrder(kit, buyer, newKey(), {
      payment: { card_token: await cardToken(kit) },
    });
    expect(response.statusCode).toBe(201);
    const orderId = (response.json() as { data: { id: number } }).data.id;
    const [paid] = await kit.t.db.select().from(payments).where(eq(payments.user_id, buyer.id));
    expect(paid!.state).toBe('captured');
    // The processor refuses the cancel's refund (here: it no longer sees the charge as captured).
    const setCharge = (state: 'captured' | 'voided') =>
      kit.t.db.update(sandbox_charges).set({ state }).where(eq(sandbox_charges.id, paid!.authorization_id));
    await setCharge('voided');
    const cancel = await kit.t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: bearer(buyer.token),
    });
    expect(cancel.json()).toMatchObject({ message: ORDER_MESSAGES.refundDelayed });
    await setCharge('captured');
    const [pending] = await kit.t.db
      .select()
      .from(payment_refunds)
      .where(eq(payment_refunds.payment_id, paid!.id));
    expect(pending).toMatchObject({ state: 'pending', amount_cents: paid!.amount_cents });

    await settlePayments(kit.t.db, kit.t.clock, kit.sandbox);
    expect(await paymentState(paid!.id)).toBe('captured');

    kit.t.clock.advance((REFUND_RETRY_MINUTES + 1) * MINUTE_MS);
    const counts = await settlePayments(kit.t.db, kit.t.clock, kit.sandbox);
    expect(counts.refunded).toBeGreaterThanOrEqual(1);
    expect(await paymentState(paid!.id)).toBe('refunded');
    expect(await chargeState(paid!.authorization_id)).toBe('refunded');
    const [after] = await kit.t.db.select().from(payments).where(eq(payments.id, paid!.id));
    expect(after!.refunded_cents).toBe(after!.amount_cents);

    kit.t.clock.advance((REFUND_RETRY_MINUTES + 1) * MINUTE_MS);
    await settlePayments(kit.t.db, kit.t.clock, kit.sandbox);
    const [charge] = await kit.t.db
      .select()
      .from(sandbox_charges)
      .where(eq(sandbox_charges.id, paid!.authorization_id));
    expect(charge!.refunded_cents).toBe(paid!.amount_cents);
  });

  it('sends a refund recorded while the capture was failing only after the capture', async () => {
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const response = await placeOrder(kit, buyer, newKey(), {
      payment: { card_token: await cardToken(kit) },
    });
    expect(response.statusCode).toBe(201);
    const [paid] = await kit.t.db.select().from(payments).where(eq(payments.user_id, buyer.id));
    // Its capture failed (authorized only), and an item was cancelled meanwhile.
    await kit.t.db.update(payments).set({ state: 'authorized' }).where(eq(payments.id, paid!.id));
    await kit.t.db
      .update(sandbox_charges)
      .set({ state: 'authorized' })
      .where(eq(sandbox_charges.id, paid!.authorization_id));
    await kit.t.db.insert(payment_refunds).values({
      payment_id: paid!.id,
      amount_cents: 234,
      created_at: kit.t.clock.now(),
      updated_at: kit.t.clock.now(),
    });
    kit.t.clock.advance((REFUND_RETRY_MINUTES + 1) * MINUTE_MS);
    const counts = await settlePayments(kit.t.db, kit.t.clock, kit.sandbox);
    expect(counts.captured).toBeGreaterThanOrEqual(1);
    const [after] = await kit.t.db.select().from(payments).where(eq(payments.id, paid!.id));
    expect(after).toMatchObject({ state: 'captured', refunded_cents: 234 });
    const [charge] = await kit.t.db
      .select()
      .from(sandbox_charges)
      .where(eq(sandbox_charges.id, paid!.authorization_id));
    expect(charge).toMatchObject({ state: 'captured', refunded_cents: 234 });
  });
});
