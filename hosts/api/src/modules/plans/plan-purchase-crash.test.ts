/**
 * A plan purchase that dies after the card was charged (issue #23): the retry with the same
 * Idempotency-Key — at once, or the renewal job finding the purchase left pending — charges nothing
 * twice and leaves one active plan with one receipt.
 */
import { planBillingResponseSchema } from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import {
  buyPlan,
  newPlanKey,
  PLAIN_PROS,
  type PlanCaller,
  planCaller,
  planCardToken,
  readPlans,
} from '../../testing/plan-calls.ts';
import { scriptedGateway } from '../../testing/scripted-gateway.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { plan_charges } from './plans-schema.ts';
import { ABANDONED_PURCHASE_MINUTES, renewDuePlans } from './renew-plans.ts';

const gateway = scriptedGateway();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0, payments: gateway.payments });
});
afterAll(() => t.close());

async function chargesOf(token: string) {
  return t.db.select().from(sandbox_charges).where(eq(sandbox_charges.token, token));
}

async function expectOnePlanOneCharge(pro: PlanCaller) {
  const billing = planBillingResponseSchema.parse((await readPlans(t, pro)).json()).data;
  expect(billing.subscriptions.map((each) => [each.plan, each.status])).toEqual([['premium', 'active']]);
  expect(billing.receipts).toHaveLength(1);
  const receipts = await t.db.select().from(plan_charges).where(eq(plan_charges.user_id, pro.id));
  expect(receipts).toHaveLength(1);
}

describe('a purchase interrupted after the charge', () => {
  it('is finished by the retry of the same key, charged once', async () => {
    const pro = await planCaller(t, PLAIN_PROS[1]);
    const key = newPlanKey();
    const token = await planCardToken(t);
    gateway.dieAfterNextCapture();
    const died = await buyPlan(t, pro, key, { plan: 'premium', payment: { card_token: token } });
    expect(died.statusCode).toBe(500);
    // The tab sends the same key again; its card token was spent by the first attempt.
    const retried = await buyPlan(t, pro, key, { plan: 'premium', payment: { card_token: token } });
    expect(retried.statusCode).toBe(201);
    const saved = planBillingResponseSchema.parse(retried.json()).data.saved_card;
    expect(saved?.last4).toBe('4242');
    await expectOnePlanOneCharge(pro);
    expect((await chargesOf(token)).map((each) => each.state)).toEqual(['captured']);
  });

  it('is finished by the renewal job when nobody retries, charged once', async () => {
    const pro = await planCaller(t, PLAIN_PROS[2]);
    const token = await planCardToken(t);
    gateway.dieAfterNextCapture();
    const died = await buyPlan(t, pro, newPlanKey(), { plan: 'premium', payment: { card_token: token } });
    expect(died.statusCode).toBe(500);
    const jobDeps = { db: t.db, clock: t.clock, payments: gateway.gateway() };
    // Too early: the purchase might still be running.
    expect(await renewDuePlans(jobDeps, () => {})).toMatchObject({ resumed: 0 });
    t.clock.advance((ABANDONED_PURCHASE_MINUTES + 1) * MINUTE_MS);
    expect(await renewDuePlans(jobDeps, () => {})).toMatchObject({ resumed: 1, errors: 0 });
    await expectOnePlanOneCharge(await planCaller(t, PLAIN_PROS[2]));
    expect((await chargesOf(token)).map((each) => each.state)).toEqual(['captured']);
  });
});
