import { PLAN_OFFERS } from '@showroom/contract/pro';
import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { addMs, type Clock, MINUTE_MS } from '../../providers/clock/clock.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import { endPlan, recordPlanCharge } from './plan-lifecycle.ts';
import { plan_subscriptions } from './plans-schema.ts';
import { finish } from './purchase-plan.ts';

/** How long one process holds the rows it renews before another may try them. */
const LEASE_MS = 5 * MINUTE_MS;
/** A purchase still pending this long was left by a request that died: the job finishes it. */
export const ABANDONED_PURCHASE_MINUTES = 5;
const BATCH = 100;

type PlanRow = typeof plan_subscriptions.$inferSelect;

export interface RenewCounts {
  renewed: number;
  ended: number;
  failed: number;
  /** Purchases a dead request left pending, finished (charged once) or failed. */
  resumed: number;
}

/** The processor's idempotency key of one renewal: the same period is never charged twice. */
export const renewalGatewayKey = (row: PlanRow) =>
  `plan-renewal-${row.id}-${row.paid_until?.toISOString() ?? 'none'}`;

/**
 * Takes the due rows for this process: `for update skip locked`, so two API processes never take the
 * same row, and a lease so none takes it again while the gateway is called outside any transaction.
 * Due: an active plan whose paid month is over, or a purchase pending since a request died.
 */
async function lease(db: Database, clock: Clock): Promise<PlanRow[]> {
  const now = clock.now();
  const due = db
    .select({ id: plan_subscriptions.id })
    .from(plan_subscriptions)
    .where(
      and(
        or(
          and(eq(plan_subscriptions.status, 'active'), lte(plan_subscriptions.paid_until, now)),
          and(
            eq(plan_subscriptions.status, 'pending'),
            lt(plan_subscriptions.created_at, addMs(now, -ABANDONED_PURCHASE_MINUTES * MINUTE_MS)),
          ),
        ),
        or(isNull(plan_subscriptions.leased_until), lt(plan_subscriptions.leased_until, now)),
      ),
    )
    .orderBy(plan_subscriptions.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(plan_subscriptions)
    .set({ leased_until: addMs(now, LEASE_MS) })
    .where(inArray(plan_subscriptions.id, due))
    .returning();
}

/** Renews one plan: a cancelled one ends; otherwise the saved card is charged for the next month. */
async function renew(deps: { db: Database; clock: Clock; payments: PaymentGateway }, row: PlanRow) {
  if (row.cancelled_at) {
    await deps.db.transaction((tx) => endPlan(tx, row, { status: 'ended' }, deps.clock.now()));
    return 'ended' as const;
  }
  const authorized = await deps.payments.authorize({
    amountCents: row.amount_cents,
    paymentToken: row.gateway_token,
    idempotencyKey: renewalGatewayKey(row),
    description: `${PLAN_OFFERS[row.plan].name} plan, renewal`,
  });
  if (!authorized.ok) {
    const outcome = { status: 'failed' as const, failure: authorized.message };
    await deps.db.transaction((tx) => endPlan(tx, row, outcome, deps.clock.now()));
    return 'failed' as const;
  }
  await deps.payments.capture(authorized.authorizationId);
  const charge = { authorizationId: authorized.authorizationId, ...authorized.card };
  await deps.db.transaction((tx) => recordPlanCharge(tx, row, charge, deps.clock.now()));
  return 'renewed' as const;
}

/**
 * The renewal job's work (jobs/plan-renewer.ts): every due plan renewed, ended or failed, and purchases
 * a dead request left pending finished. A failure of one row leaves it leased and is retried after the
 * lease; the gateway keys make a retry charge nothing twice.
 */
export async function renewDuePlans(
  deps: { db: Database; clock: Clock; payments: PaymentGateway },
  /** Told of each row that changed; `charged` when a receipt was recorded. */
  changed: (row: PlanRow, charged: boolean) => void,
): Promise<RenewCounts & { errors: number }> {
  const counts = { renewed: 0, ended: 0, failed: 0, resumed: 0, errors: 0 };
  for (const row of await lease(deps.db, deps.clock)) {
    try {
      if (row.status === 'pending') {
        const resumed = await finish(deps, row).catch((error: unknown) => {
          // A refused card has failed the row already; anything else is retried after the lease.
          if (error instanceof HttpError && error.statusCode === 422) return { row, charged: false };
          throw error;
        });
        counts.resumed += 1;
        changed(row, resumed.charged);
      } else {
        const outcome = await renew(deps, row);
        counts[outcome] += 1;
        changed(row, outcome === 'renewed');
      }
    } catch {
      counts.errors += 1;
    }
  }
  return counts;
}
