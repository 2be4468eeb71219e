import { PLAN_MESSAGES, type PlanKey } from '@showroom/contract/pro';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { plan_subscriptions } from './plans-schema.ts';

/**
 * Cancels the pro's active plan: it will not renew, and stays active to the end of the month paid for
 * (decision 0089: the spec's "takes up to 24 hours" is met at once for the renewal; no paid days are
 * taken back). Cancelling again answers as the first time; a plan not held is 422 on `plan`.
 */
export async function cancelPlan(db: Database, clock: Clock, userId: number, plan: PlanKey): Promise<void> {
  const live = and(
    eq(plan_subscriptions.user_id, userId),
    eq(plan_subscriptions.plan, plan),
    eq(plan_subscriptions.status, 'active'),
  );
  const cancelled = await db
    .update(plan_subscriptions)
    .set({ cancelled_at: clock.now(), updated_at: clock.now() })
    .where(and(live, isNull(plan_subscriptions.cancelled_at)))
    .returning({ id: plan_subscriptions.id });
  if (cancelled.length > 0) return;
  const [held] = await db.select({ id: plan_subscriptions.id }).from(plan_subscriptions).where(live);
  if (!held) throw fieldError('plan', PLAN_MESSAGES.notHeld);
}
