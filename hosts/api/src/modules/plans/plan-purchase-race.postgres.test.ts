/**
 * Two tabs buying Premium at the same moment, each with its own Idempotency-Key and card (issue #23;
 * on PostgreSQL, where the pool's connections really race and row locks really wait): one plan, one
 * charge, and the other tab is told the plan is being bought or already held. Needs DATABASE_URL.
 */
import { PLAN_MESSAGES, planBillingResponseSchema } from '@showroom/contract/pro';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { buyPlan, newPlanKey, PLAIN_PROS, planCaller, planCardToken } from '../../testing/plan-calls.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { plan_charges, plan_subscriptions } from './plans-schema.ts';

let t: TestApp;
beforeAll(async () => {
  if (!process.env.DATABASE_URL)
    throw new Error('the purchase race needs a PostgreSQL server: set DATABASE_URL');
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

describe('two purchases of one plan at once', () => {
  it.each(PLAIN_PROS)('make one plan and one charge (%s)', async (email) => {
    const pro = await planCaller(t, email);
    const tokens = [await planCardToken(t), await planCardToken(t, '5555555555554444')];
    const answers = await Promise.all(
      tokens.map((token) =>
        buyPlan(t, pro, newPlanKey(), { plan: 'premium', payment: { card_token: token } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422)!.json();
    expect([PLAN_MESSAGES.inProgress, PLAN_MESSAGES.alreadyHeld]).toContain(refused.errors.plan[0]);
    planBillingResponseSchema.parse(answers.find((answer) => answer.statusCode === 201)!.json());

    const plans = await t.db.select().from(plan_subscriptions).where(eq(plan_subscriptions.user_id, pro.id));
    expect(plans.map((row) => [row.plan, row.status])).toEqual([['premium', 'active']]);
    expect(await t.db.select().from(plan_charges).where(eq(plan_charges.user_id, pro.id))).toHaveLength(1);
    const charges = await t.db.select().from(sandbox_charges).where(inArray(sandbox_charges.token, tokens));
    expect(charges.map((charge) => [charge.amount_cents, charge.state])).toEqual([[19_900, 'captured']]);
  });
});
