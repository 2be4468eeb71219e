import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, payments } from '../../db/schema.ts';
import { addMs, type Clock, MINUTE_MS } from '../../lib/clock.ts';
import { releaseAbandonedHolds } from '../checkout/stock-reservation.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';

/**
 * An authorization this old without an order belongs to a checkout that died between authorizing and
 * writing the order (a purchase takes well under a second): it is voided, so the homeowner's money
 * is not held. Long enough that no checkout still running can be caught.
 */
export const ORPHAN_AUTHORIZATION_MINUTES = 15;
/** An order's payment still only authorized after this long had its capture fail: it is captured again. */
export const CAPTURE_RETRY_MINUTES = 2;
/** A cancelled order's payment still captured after this long had its refund fail: it is refunded again. */
export const REFUND_RETRY_MINUTES = 5;
/** How long one process holds rows it is settling before another may try them. */
const LEASE_MS = 5 * MINUTE_MS;
/** How often the running server settles. */
export const SETTLE_INTERVAL_MS = 5 * MINUTE_MS;
const BATCH = 100;

/** The payment's order is in `state` (and, given `cancelledBefore`, was cancelled before it). */
function orderIs(state: 'placed' | 'cancelled', cancelledBefore?: Date) {
  const since = cancelledBefore
    ? sql` and ${orders.cancelled_at} < ${cancelledBefore.toISOString()}::timestamptz`
    : sql``;
  return sql`exists (select 1 from ${orders} where ${orders.id} = ${payments.order_id} and ${orders.state} = ${state}${since})`;
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
  from: 'authorized' | 'captured';
  to: 'voided' | 'captured' | 'refunded';
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
  // Only once the cancel is old enough that its own refund call has surely ended.
  {
    from: 'captured',
    to: 'refunded',
    due: (now) => orderIs('cancelled', addMs(now, -REFUND_RETRY_MINUTES * MINUTE_MS)),
    minutes: REFUND_RETRY_MINUTES,
  },
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
    amountCents: payments.amount_cents,
  });
}

function ask(gateway: PaymentGateway, to: SettlePass['to'], authorizationId: string): Promise<void> {
  if (to === 'voided') return gateway.void(authorizationId);
  if (to === 'captured') return gateway.capture(authorizationId);
  return gateway.refund(authorizationId);
}

/**
 * Gives back stock held by dead checkouts, voids orphan authorizations (and those of cancelled orders whose void failed), captures placed
 * orders' payments whose capture failed and refunds cancelled orders' payments whose refund failed;
 * answers the counts.
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
          .set({
            state: pass.to,
            updated_at: clock.now(),
            ...(pass.to === 'refunded' ? { refunded_cents: row.amountCents } : {}),
          })
          .where(and(eq(payments.id, row.id), eq(payments.state, pass.from)));
        counts[pass.to] += 1;
      } catch {
        // The lease runs out and the next round tries again.
        counts.failed += 1;
      }
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
