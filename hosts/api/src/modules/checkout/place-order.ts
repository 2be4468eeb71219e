import { formatMessage } from '@showroom/contract';
import type { placeOrderRequestSchema } from '@showroom/contract/checkout';
import { ORDER_MESSAGES, type OrderDetailResponse } from '@showroom/contract/orders';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { orderDetailView } from '../orders/index.ts';
import { payments } from '../payments/payments-schema.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { loadBuyerCart } from './checkout-lines.ts';
import { quoteMoney, readQuoteTerms } from './checkout-quote.ts';
import { mailNewOrder } from './order-mails.ts';
import { paymentTokenFor } from './payment-source.ts';
import { releaseStock, reserveStock } from './stock-reservation.ts';
import { writeOrder } from './write-order.ts';

/** The request as the contract schema read it (unknown fields, such as a client's total, are gone). */
export type PlaceOrderInput = z.output<typeof placeOrderRequestSchema>;

/** The gateway's idempotency key of a checkout: a retry of the same submit never authorizes twice. */
export const gatewayKeyOf = (userId: number, key: string) => `checkout_${userId}_${key}`;

/**
 * Buys the user's cart (docs/decisions.md "Placing an order (issue #12)"): everything is recomputed
 * from the database; stock is reserved under row locks; the card is authorized for the total; the
 * order is written (items, first statuses, payment linked, cart emptied, notices) in one statement;
 * then the money is captured. A refusal at any step before the order leaves no stock taken and nothing charged.
 */
export async function placeOrder(
  deps: CheckoutDeps,
  userId: number,
  key: string,
  input: PlaceOrderInput,
): Promise<OrderDetailResponse> {
  const { db, clock } = deps;
  const buyer = await loadBuyerCart(db, userId);
  if (!buyer || buyer.lines.length === 0) throw fieldError('cart', ORDER_MESSAGES.cartEmpty);
  const { cart, lines } = buyer;
  const terms = await readQuoteTerms(deps, cart, buyer.address, input.coupon_code);
  if (!terms.address) throw fieldError('shipping_address', ORDER_MESSAGES.addressRequired);
  if (terms.coupon && !terms.coupon.applied) throw fieldError('coupon_code', terms.coupon.message);
  const token = await paymentTokenFor(deps, userId, input.payment);

  const holdKey = gatewayKeyOf(userId, key);
  const reservation = await reserveStock(db, lines, { key: holdKey, now: clock.now() });
  if (!reservation.ok) {
    const errors = Object.fromEntries(
      reservation.problems.map((problem) => [
        `lines.${problem.line_id}.qty`,
        [formatMessage(ORDER_MESSAGES.stockLeft, { count: problem.available, name: problem.product_name })],
      ]),
    );
    throw new HttpError(422, { message: ORDER_MESSAGES.stockShort, errors });
  }
  const money = quoteMoney(reservation.lines, terms);
  const authorized = await deps.payments
    .authorize({
      amountCents: money.totalCents,
      paymentToken: token,
      idempotencyKey: holdKey,
      description: `Showroom order of user ${userId}`,
    })
    .catch(async (error: unknown) => {
      await releaseStock(db, holdKey);
      throw error;
    });
  if (!authorized.ok) {
    await releaseStock(db, holdKey);
    throw fieldError('payment', authorized.message);
  }
  const payment = await recordAuthorization(deps, userId, money.totalCents, authorized);
  if (payment.orderId !== null) {
    // A submit that died after writing its order and is now retried: that order is the answer.
    await releaseStock(db, holdKey);
    return answer(deps, payment.orderId);
  }
  const now = clock.now();
  const written = await writeOrder(db, {
    userId,
    cartId: cart.id,
    showroomId: cart.showroom_id,
    lines: reservation.lines,
    money,
    couponCode: terms.coupon?.applied ? terms.coupon.code : null,
    address: terms.address,
    card: authorized.card,
    paymentId: payment.id,
    holdKey,
    now,
  }).catch(async (error: unknown) => {
    // If the gateway cannot void now, the row stays an orphan authorization: the settler voids it.
    const voided = await deps.payments.void(authorized.authorizationId).then(
      () => true,
      () => false,
    );
    if (voided) {
      await db.update(payments).set({ state: 'voided', updated_at: now }).where(eq(payments.id, payment.id));
    }
    await releaseStock(db, holdKey);
    throw error;
  });
  await captureOrLeaveForJob(deps, payment.id, authorized.authorizationId);
  mailNewOrder(deps, {
    ...written,
    userId,
    showroomId: cart.showroom_id,
    lines: reservation.lines,
    money,
    card: authorized.card,
  });
  return answer(deps, written.orderId);
}

async function answer(deps: CheckoutDeps, orderId: number): Promise<OrderDetailResponse> {
  const detail = await orderDetailView(deps.db, orderId, deps.clock.now());
  if (!detail) throw new Error(`order ${orderId} vanished`);
  return { success: true, message: ORDER_MESSAGES.orderPlaced, data: detail };
}

/** Our row of the authorization (the same one again when a retry got the same authorization back). */
async function recordAuthorization(
  deps: CheckoutDeps,
  userId: number,
  amountCents: number,
  authorized: { authorizationId: string; card: { brand: string; last4: string } },
): Promise<{ id: number; orderId: number | null }> {
  const now = deps.clock.now();
  const [created] = await deps.db
    .insert(payments)
    .values({
      user_id: userId,
      gateway: deps.payments.name,
      authorization_id: authorized.authorizationId,
      amount_cents: amountCents,
      state: 'authorized',
      card_brand: authorized.card.brand,
      card_last4: authorized.card.last4,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id, orderId: payments.order_id });
  if (created) return created;
  const [row] = await deps.db
    .select({ id: payments.id, orderId: payments.order_id })
    .from(payments)
    .where(
      and(
        eq(payments.gateway, deps.payments.name),
        eq(payments.authorization_id, authorized.authorizationId),
      ),
    );
  if (!row) throw new Error('the payment row vanished');
  return row;
}

/**
 * Captures now; if the gateway fails, the order stands and the payment stays `authorized` with its
 * order: the payments job captures it later (docs/decisions.md).
 */
async function captureOrLeaveForJob(deps: CheckoutDeps, paymentId: number, authorizationId: string) {
  try {
    await deps.payments.capture(authorizationId);
    await deps.db
      .update(payments)
      .set({ state: 'captured', updated_at: deps.clock.now() })
      .where(eq(payments.id, paymentId));
  } catch {
    // Left for the job: the homeowner's order is placed either way.
  }
}
