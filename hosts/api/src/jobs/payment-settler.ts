import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { releaseAbandonedHolds } from '../modules/checkout/index.ts';
import { orders } from '../modules/orders/orders-schema.ts';
import { type PendingRefund, sendRefund } from '../modules/payments/index.ts';
import { payment_refunds } from '../modules/payments/payment-refunds-schema.ts';
import { payments } from '../modules/payments/payments-schema.ts';
import { addMs, type Clock, MINUTE_MS } from '../providers/clock/clock.ts';
import type { PaymentGateway } from '../providers/payment-gateways/payment-gateway.ts';

/**
 * An authorization this old without an order belongs to a checkout that died between authorizing and
 * writing the order (a purchase takes well under a second): it is voided, so the homeowner's money
 * is not held. Long enough that no checkout still running can be caught.
 */
export const ORPHAN_AUTHORIZATION_MINUTES = 15;
/** An order's payment still only authorized after this long had its capture fail: it is captured again. */
export const CAPTURE_RETRY_MINUTES = 2;
/** A refund still pending this long after it was recorded (or last tried) failed: it is sent again. */
export const REFUND_RETRY_MINUTES = 5;
/** How long one process holds rows it is settling before another may try them. */
const LEASE_MS = 5 * MINUTE_MS;
/** How often the running server settles. */
export const SETTLE_INTERVAL_MS = 5 * MINUTE_MS;
const BATCH = 100;

/** The payment's order is in `state`. */
function orderIs(state: 'placed' | 'cancelled') {
  return sql`exists (select 1 from ${orders} where ${orders.id} = ${payments.order_id} and ${orders.state} = ${state})`;
}

export interface SettleCounts {
  voided: number;
  captured: number;
  refunded: number;
  failed: number;
  /** Stock holds of dead checkouts given back. */
  released: number;
}

/** One kind of unfinished payment: the rows it takes and what the gateway is asked to do with them. */
interface SettlePass {
  from: 'authorized';
  to: 'voided' | 'captured';
  due: (now: Date) => ReturnType<typeof sql>;
  minutes: number;
}

const PASSES: readonly SettlePass[] = [
  // A cancelled order's authorization is released like an orphan's, never captured.
  {
    from: 'authorized',
    to: 'voided',
    due: () => sql`(${payments.order_id} is null or ${orderIs('cancelled')})`,
    minutes: ORPHAN_AUTHORIZATION_MINUTES,
  },
  { from: 'authorized', to: 'captured', due: () => orderIs('placed'), minutes: CAPTURE_RETRY_MINUTES },
];

/**
 * Takes up to BATCH rows for this process: `for update skip locked` so two API processes never pick
 * the same row at once, and a lease (updated_at moved forward) so none picks it again while the
 * gateway is being called outside any transaction.
 */
async function lease(db: Database, clock: Clock, pass: SettlePass) {
  const now = clock.now();
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.state, pass.from),
        pass.due(now),
        // The last change (a capture, a cancel's failed refund) must be this old, so nothing running is caught.
        lt(payments.updated_at, addMs(now, -Math.max(pass.minutes * MINUTE_MS, LEASE_MS))),
        lt(payments.created_at, addMs(now, -pass.minutes * MINUTE_MS)),
      ),
    )
    .orderBy(payments.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db.update(payments).set({ updated_at: now }).where(inArray(payments.id, due)).returning({
    id: payments.id,
    authorizationId: payments.authorization_id,
  });
}

function ask(gateway: PaymentGateway, to: SettlePass['to'], authorizationId: string): Promise<void> {
  return to === 'voided' ? gateway.void(authorizationId) : gateway.capture(authorizationId);
}

/**
 * Takes up to BATCH refunds still pending REFUND_RETRY_MINUTES after they were recorded or last
 * tried (so the call that recorded one has surely ended), of captured payments only (a refund
 * recorded while the capture was failing waits for it), leased like payments.
 */
async function leaseRefunds(db: Database, clock: Clock): Promise<PendingRefund[]> {
  const now = clock.now();
  const due = db
    .select({ id: payment_refunds.id })
    .from(payment_refunds)
    .innerJoin(payments, eq(payments.id, payment_refunds.payment_id))
    .where(
      and(
        eq(payment_refunds.state, 'pending'),
        eq(payments.state, 'captured'),
        lt(payment_refunds.updated_at, addMs(now, -REFUND_RETRY_MINUTES * MINUTE_MS)),
      ),
    )
    .orderBy(payment_refunds.id)
    .limit(BATCH)
    .for('update', { of: payment_refunds, skipLocked: true });
  const leased = await db
    .update(payment_refunds)
    .set({ updated_at: now })
    .where(inArray(payment_refunds.id, due))
    .returning({
      id: payment_refunds.id,
      paymentId: payment_refunds.payment_id,
      amountCents: payment_refunds.amount_cents,
    });
  if (leased.length === 0) return [];
  const authorizations = await db
    .select({ id: payments.id, authorizationId: payments.authorization_id })
    .from(payments)
    .where(inArray(payments.id, [...new Set(leased.map((row) => row.paymentId))]));
  const authorizationOf = new Map(authorizations.map((row) => [row.id, row.authorizationId]));
  return leased.map((row) => ({
    id: row.id,
    authorizationId: authorizationOf.get(row.paymentId) ?? '',
    amountCents: row.amountCents,
  }));
}

/**
 * Gives back stock held by dead checkouts, voids orphan authorizations (and those of cancelled orders whose void failed), captures placed
 * orders' payments whose capture failed and sends again refunds whose call failed (a cancelled
 * order's, a cancelled item's); answers the counts.
 */
export async function settlePayments(
  db: Database,
  clock: Clock,
  gateway: PaymentGateway,
): Promise<SettleCounts> {
  const counts: SettleCounts = { voided: 0, captured: 0, refunded: 0, failed: 0, released: 0 };
  // Same age as an orphan authorization: a checkout holding stock this long has died.
  counts.released = await releaseAbandonedHolds(
    db,
    addMs(clock.now(), -ORPHAN_AUTHORIZATION_MINUTES * MINUTE_MS),
  );
  for (const pass of PASSES) {
    for (const row of await lease(db, clock, pass)) {
      try {
        await ask(gateway, pass.to, row.authorizationId);
        await db
          .update(payments)
          .set({ state: pass.to, updated_at: clock.now() })
          .where(and(eq(payments.id, row.id), eq(payments.state, pass.from)));
        counts[pass.to] += 1;
      } catch {
        // The lease runs out and the next round tries again.
        counts.failed += 1;
      }
    }
  }
  // After the captures: a refund recorded while its payment's capture failed can go now.
  for (const refund of await leaseRefunds(db, clock)) {
    try {
      await sendRefund({ db, clock, payments: gateway }, refund);
      counts.refunded += 1;
    } catch {
      counts.failed += 1;
    }
  }
  return counts;
}

/** Settles now and every SETTLE_INTERVAL_MS until the returned stop is called; failures are logged. */
export function startPaymentSettler(
  { db, clock, payments: gateway }: { db: Database; clock: Clock; payments: PaymentGateway },
  log: { info(object: object, message: string): void; error(object: object, message: string): void },
): () => void {
  const settle = () =>
    settlePayments(db, clock, gateway).then(
      (counts) => {
        if (Object.values(counts).some((count) => count > 0)) log.info(counts, 'payments settled');
      },
      (error: unknown) => log.error({ err: error }, 'payment settling failed'),
    );
  void settle();
  const timer = setInterval(settle, SETTLE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
