import type { OrderPayment } from '@showroom/contract/checkout';
import { toCents } from '@showroom/contract/money';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { PLAN_MESSAGES, PLAN_OFFERS, type PlanKey } from '@showroom/contract/pro';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import { paymentTokenFor } from '../checkout/index.ts';
import { users } from '../identity/users-schema.ts';
import { endPlan, recordPlanCharge } from './plan-lifecycle.ts';
import { plan_subscriptions } from './plans-schema.ts';

export interface PlanDeps {
  db: Database;
  clock: Clock;
  payments: PaymentGateway;
}

type PlanRow = typeof plan_subscriptions.$inferSelect;

/** The processor's own idempotency key of a purchase: a retry of the row never authorizes twice. */
export const purchaseGatewayKey = (row: Pick<PlanRow, 'id'>) => `plan-purchase-${row.id}`;

/** What the purchase came to: the row charged (or refused), and whether this call made the charge. */
export interface PurchaseOutcome {
  row: PlanRow;
  charged: boolean;
}

/**
 * Buys a plan for the signed-in pro (issue #23): the row is written `pending` under the pro's user row
 * lock (so two tabs' keys make one purchase: the second is told it is in progress or held), then the
 * card is authorized with the row's own gateway key, captured, and the row activated with its receipt.
 * The same Idempotency-Key again resumes a row a crash left pending (the gateway answers the first
 * authorization, so nothing is charged twice) or replays the finished one.
 */
export async function purchasePlan(
  deps: PlanDeps,
  userId: number,
  key: string,
  input: { plan: PlanKey; payment: OrderPayment },
): Promise<PurchaseOutcome> {
  const known = await rowOfKey(deps.db, userId, key);
  if (known) {
    if (known.plan !== input.plan) throw fieldError('idempotency_key', ORDER_MESSAGES.idempotencyKeyReused);
    return finish(deps, known);
  }
  await refuseIfLive(deps.db, userId, input.plan);
  // Renewals charge the card again, so a new card is kept with the processor (a token, brand and last four).
  const payment = 'card_token' in input.payment ? { ...input.payment, save_card: true } : input.payment;
  const token = await paymentTokenFor(deps, userId, payment);
  const row = await deps.db.transaction(async (tx) => {
    // The pro's row lock orders two tabs' purchases: the second sees the first's pending row.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await refuseIfLive(tx, userId, input.plan);
    const [inserted] = await tx
      .insert(plan_subscriptions)
      .values({
        user_id: userId,
        plan: input.plan,
        amount_cents: toCents(PLAN_OFFERS[input.plan].amount),
        idempotency_key: key,
        gateway: deps.payments.name,
        gateway_token: token,
        created_at: deps.clock.now(),
        updated_at: deps.clock.now(),
      })
      .returning();
    return inserted!;
  });
  return finish(deps, row);
}

async function rowOfKey(db: Database, userId: number, key: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(plan_subscriptions)
    .where(and(eq(plan_subscriptions.user_id, userId), eq(plan_subscriptions.idempotency_key, key)));
  return row;
}

async function refuseIfLive(db: Database, userId: number, plan: PlanKey): Promise<void> {
  const [live] = await db
    .select({ status: plan_subscriptions.status })
    .from(plan_subscriptions)
    .where(
      and(
        eq(plan_subscriptions.user_id, userId),
        eq(plan_subscriptions.plan, plan),
        inArray(plan_subscriptions.status, ['pending', 'active']),
      ),
    );
  if (live) {
    throw fieldError('plan', live.status === 'active' ? PLAN_MESSAGES.alreadyHeld : PLAN_MESSAGES.inProgress);
  }
}

/**
 * Charges a pending row and activates it; a row already finished is answered as it is (a replay). A
 * refused card fails the row and answers 422 on `payment` with the processor's words, then and on replay.
 */
export async function finish(deps: PlanDeps, row: PlanRow): Promise<PurchaseOutcome> {
  if (row.status === 'failed') throw fieldError('payment', row.failure ?? PLAN_MESSAGES.renewalFailed);
  if (row.status !== 'pending') return { row, charged: false };
  const authorized = await deps.payments.authorize({
    amountCents: row.amount_cents,
    paymentToken: row.gateway_token,
    idempotencyKey: purchaseGatewayKey(row),
    description: `${PLAN_OFFERS[row.plan].name} plan, one month`,
  });
  if (!authorized.ok) {
    await deps.db.transaction((tx) =>
      endPlan(tx, row, { status: 'failed', failure: authorized.message }, deps.clock.now()),
    );
    throw fieldError('payment', authorized.message);
  }
  await deps.payments.capture(authorized.authorizationId);
  const charge = { authorizationId: authorized.authorizationId, ...authorized.card };
  const charged = await deps.db.transaction((tx) => recordPlanCharge(tx, row, charge, deps.clock.now()));
  const [now] = await deps.db.select().from(plan_subscriptions).where(eq(plan_subscriptions.id, row.id));
  return { row: now ?? row, charged };
}
