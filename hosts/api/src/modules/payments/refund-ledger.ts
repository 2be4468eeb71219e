import { refundCents } from '@showroom/contract/money';
import { and, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import { payment_refunds } from './payment-refunds-schema.ts';
import { payments } from './payments-schema.ts';

/** A refund recorded in `payment_refunds` and not yet confirmed by the gateway. */
export interface PendingRefund {
  id: number;
  authorizationId: string;
  amountCents: number;
}

/** The payment a refund is recorded against, its row locked by the caller's transaction. */
export interface RefundablePayment {
  id: number;
  authorization_id: string;
  amount_cents: number;
}

/**
 * The gateway's idempotency key of one refund: the same row is never refunded twice, however often
 * it is sent (the call's answer lost, the settler retrying).
 */
export const refundIdempotencyKey = (refund: PendingRefund): string =>
  `refund_${refund.authorizationId}_${refund.id}`;

/**
 * Records a refund of up to `wantedCents` (all that is left when null) of `payment`, never more than
 * the payment minus every refund already recorded, so concurrent refunds cannot add up to more than
 * was paid. Call it in the transaction that decides the refund, with the payment row locked
 * (`for update`); send it with `sendRefund` after the commit. Null when nothing is left to refund.
 */
export async function recordRefund(
  tx: Database,
  payment: RefundablePayment,
  refund: { orderItemId: number | null; wantedCents: number | null; now: Date },
): Promise<PendingRefund | null> {
  const [recorded] = await tx
    .select({ cents: sum(payment_refunds.amount_cents).mapWith(Number) })
    .from(payment_refunds)
    .where(eq(payment_refunds.payment_id, payment.id));
  const amountCents = refundCents(
    { paidCents: payment.amount_cents, refundedCents: recorded?.cents ?? 0 },
    refund.wantedCents,
  );
  if (amountCents <= 0) return null;
  const [row] = await tx
    .insert(payment_refunds)
    .values({
      payment_id: payment.id,
      order_item_id: refund.orderItemId,
      amount_cents: amountCents,
      created_at: refund.now,
      updated_at: refund.now,
    })
    .returning({ id: payment_refunds.id });
  if (!row) throw new Error(`The refund of payment ${payment.id} was not recorded.`);
  return { id: row.id, authorizationId: payment.authorization_id, amountCents };
}

/**
 * Asks the gateway for a recorded refund, then marks it refunded and adds it to the payment's
 * `refunded_cents` in one statement that counts it only once (the payment becomes `refunded` when
 * nothing is left). Throws what the gateway threw; the row then stays pending for the settler.
 */
export async function sendRefund(
  deps: { db: Database; clock: Clock; payments: PaymentGateway },
  refund: PendingRefund,
): Promise<void> {
  await deps.payments.refund(refund.authorizationId, {
    amountCents: refund.amountCents,
    idempotencyKey: refundIdempotencyKey(refund),
  });
  const now = deps.clock.now().toISOString();
  await deps.db.execute(sql`
    with done as (
      update ${payment_refunds} set state = 'refunded', updated_at = ${now}::timestamptz
      where ${payment_refunds.id} = ${refund.id} and ${payment_refunds.state} = 'pending'
      returning payment_id, amount_cents
    )
    update ${payments} set
      refunded_cents = ${payments.refunded_cents} + done.amount_cents,
      state = case when ${payments.refunded_cents} + done.amount_cents >= ${payments.amount_cents}
        then 'refunded' else ${payments.state} end,
      updated_at = ${now}::timestamptz
    from done where ${payments.id} = done.payment_id`);
}

/** Drops the pending refunds of a payment that is voided instead (nothing was taken to give back). */
export async function dropPendingRefunds(tx: Database, paymentId: number): Promise<void> {
  await tx
    .delete(payment_refunds)
    .where(and(eq(payment_refunds.payment_id, paymentId), eq(payment_refunds.state, 'pending')));
}

/** Releases an authorization its order no longer needs (cancelled before capture), then records it. */
export async function voidPayment(
  deps: { db: Database; clock: Clock; payments: PaymentGateway },
  payment: { id: number; authorization_id: string },
): Promise<void> {
  await deps.payments.void(payment.authorization_id);
  await deps.db
    .update(payments)
    .set({ state: 'voided', updated_at: deps.clock.now() })
    .where(eq(payments.id, payment.id));
}
