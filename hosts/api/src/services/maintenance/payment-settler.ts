import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, payments } from '../../db/schema.ts';
import { addMs, type Clock, MINUTE_MS } from '../../lib/clock.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';

/**
 * An authorization this old without an order belongs to a checkout that died between authorizing and
 * writing the order (a purchase takes well under a second): it is voided, so the homeowner's money
 * is not held. Long enough that no checkout still running can be caught.
 */
export const ORPHAN_AUTHORIZATION_MINUTES = 15;
/** An order's payment still only authorized after this long had its capture fail: it is captured again. */
export const CAPTURE_RETRY_MINUTES = 2;
/** How long one process holds rows it is settling before another may try them. */
const LEASE_MS = 5 * MINUTE_MS;
/** How often the running server settles. */
export const SETTLE_INTERVAL_MS = 5 * MINUTE_MS;
const BATCH = 100;

export interface SettleCounts {
  voided: number;
  captured: number;
  failed: number;
}

const orderIs = (state: 'placed' | 'cancelled') =>
  sql`exists (select 1 from ${orders} where ${orders.id} = ${payments.order_id} and ${orders.state} = ${state})`;

/**
 * Takes up to BATCH rows for this process: `for update skip locked` so two API processes never pick
 * the same row at once, and a lease (updated_at moved forward) so none picks it again while the
 * gateway is being called outside any transaction.
 */
async function lease(db: Database, clock: Clock, withOrder: boolean, olderThanMinutes: number) {
  const now = clock.now();
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.state, 'authorized'),
        // A cancelled order's authorization is released like an orphan's, never captured.
        withOrder ? orderIs('placed') : or(isNull(payments.order_id), orderIs('cancelled')),
        lt(payments.created_at, addMs(now, -olderThanMinutes * MINUTE_MS)),
        lt(payments.updated_at, addMs(now, -LEASE_MS)),
      ),
    )
    .orderBy(payments.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(payments)
    .set({ updated_at: now })
    .where(inArray(payments.id, due))
    .returning({ id: payments.id, authorizationId: payments.authorization_id });
}

/**
 * Voids orphan authorizations (and those of cancelled orders whose void failed) and captures placed
 * orders' payments whose capture failed; answers the counts.
 */
export async function settlePayments(
  db: Database,
  clock: Clock,
  gateway: PaymentGateway,
): Promise<SettleCounts> {
  const counts: SettleCounts = { voided: 0, captured: 0, failed: 0 };
  for (const [withOrder, minutes, to] of [
    [false, ORPHAN_AUTHORIZATION_MINUTES, 'voided'],
    [true, CAPTURE_RETRY_MINUTES, 'captured'],
  ] as const) {
    for (const row of await lease(db, clock, withOrder, minutes)) {
      try {
        await (to === 'voided' ? gateway.void(row.authorizationId) : gateway.capture(row.authorizationId));
        await db
          .update(payments)
          .set({ state: to, updated_at: clock.now() })
          .where(and(eq(payments.id, row.id), eq(payments.state, 'authorized')));
        counts[to] += 1;
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
