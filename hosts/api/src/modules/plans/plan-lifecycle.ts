import { BILLING_PERIOD, PLAN_KEYS, PLAN_OFFERS } from '@showroom/contract/pro';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../identity/users-schema.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';
import { plan_charges, plan_subscriptions } from './plans-schema.ts';

type PlanRow = typeof plan_subscriptions.$inferSelect;

/** A charge the gateway captured, to record as the receipt. */
export interface CapturedCharge {
  authorizationId: string;
  brand: string;
  last4: string;
}

/** The same day of the next month (the last day when it has fewer days), in UTC. */
export function addBillingPeriod(from: Date): Date {
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + BILLING_PERIOD.months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return next;
}

/**
 * What theming reads (spec §4), written when a plan starts, renews or ends: for a plan a spec
 * `subscriptions` row (a paid one makes it the `latest_subscription`; an ending one of 0 dollars ends
 * Premium's branding), for the addon `shop_profiles.custom_addon_status`. Both tables' triggers tell
 * every process to drop its cached shop profiles.
 */
async function writeSpecStatus(tx: Database, row: PlanRow, status: string, paid: boolean, at: Date) {
  const offer = PLAN_OFFERS[row.plan];
  if (offer.kind === 'addon') {
    await tx
      .update(shop_profiles)
      .set({ custom_addon_status: status, updated_at: at })
      .where(eq(shop_profiles.user_id, row.user_id));
    return;
  }
  await tx.insert(subscriptions).values({
    user_id: row.user_id,
    plan: offer.name,
    paid_amount: paid ? offer.amount : 0,
    subscription_status: status,
    created_at: at,
  });
}

/**
 * Records a captured charge and moves the paid month: a pending purchase becomes active for a month
 * from now (ending the pro's other plan, which it replaces), an active plan renews from its old end.
 * Under the row's lock and only from the state the caller saw, so a retry or a second process records
 * nothing twice (the receipt is unique by authorization as a last word). False when already done.
 */
export async function recordPlanCharge(
  tx: Database,
  row: PlanRow,
  charge: CapturedCharge,
  at: Date,
): Promise<boolean> {
  const renewal = row.status === 'active';
  const [locked] = await tx
    .select()
    .from(plan_subscriptions)
    .where(eq(plan_subscriptions.id, row.id))
    .for('update');
  const samePeriod = locked?.paid_until?.getTime() === row.paid_until?.getTime();
  if (!locked || locked.status !== row.status || !samePeriod) return false;
  const recorded = await tx
    .insert(plan_charges)
    .values({
      subscription_id: row.id,
      user_id: row.user_id,
      plan: row.plan,
      amount_cents: row.amount_cents,
      reason: renewal ? 'renewal' : 'purchase',
      authorization_id: charge.authorizationId,
      card_brand: charge.brand,
      card_last4: charge.last4,
      created_at: at,
    })
    .onConflictDoNothing()
    .returning({ id: plan_charges.id });
  if (recorded.length === 0) return false;
  const paidUntil = addBillingPeriod(renewal && row.paid_until ? row.paid_until : at);
  await tx
    .update(plan_subscriptions)
    .set({
      status: 'active',
      paid_until: paidUntil,
      failure: null,
      card_brand: charge.brand,
      card_last4: charge.last4,
      leased_until: null,
      updated_at: at,
    })
    .where(eq(plan_subscriptions.id, row.id));
  if (!renewal && PLAN_OFFERS[row.plan].kind === 'plan') await endOtherPlans(tx, row, at);
  await writeSpecStatus(tx, row, 'active', true, at);
  return true;
}

/** A plan bought while the other plan runs replaces it at once (no refund: spec, refunds at discretion). */
async function endOtherPlans(tx: Database, row: PlanRow, at: Date) {
  const others = PLAN_KEYS.filter((key) => PLAN_OFFERS[key].kind === 'plan' && key !== row.plan);
  await tx
    .update(plan_subscriptions)
    .set({ status: 'ended', paid_until: at, leased_until: null, updated_at: at })
    .where(
      and(
        eq(plan_subscriptions.user_id, row.user_id),
        eq(plan_subscriptions.status, 'active'),
        ne(plan_subscriptions.id, row.id),
        inArray(plan_subscriptions.plan, others),
      ),
    );
}

/**
 * Ends a plan (its cancelled month is over: `ended`; its purchase or renewal was refused: `failed`
 * with the processor's words), only from the state the caller saw. Theming forgets it at once.
 */
export async function endPlan(
  tx: Database,
  row: PlanRow,
  outcome: { status: 'ended' | 'failed'; failure?: string },
  at: Date,
): Promise<boolean> {
  const ended = await tx
    .update(plan_subscriptions)
    .set({ status: outcome.status, failure: outcome.failure ?? null, leased_until: null, updated_at: at })
    .where(and(eq(plan_subscriptions.id, row.id), eq(plan_subscriptions.status, row.status)))
    .returning({ id: plan_subscriptions.id });
  // A purchase refused before it ever started changes nothing theming reads.
  if (ended.length > 0 && row.status === 'active') await writeSpecStatus(tx, row, outcome.status, false, at);
  return ended.length > 0;
}
