import { shopProfileResponseSchema, validationErrorSchema } from '@showroom/contract';
import { PLAN_MESSAGES, type PlanBilling, planBillingResponseSchema } from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment_methods } from '../../modules/payments/payment-methods-schema.ts';
import { renewDuePlans } from '../../modules/plans/renew-plans.ts';
import { DAY_MS } from '../../providers/clock/clock.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import { createSandboxGateway } from '../../providers/payment-gateways/sandbox-gateway.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import {
  buyPlan,
  cancelPlan,
  newPlanKey,
  PLAIN_PROS,
  type PlanCaller,
  planCaller,
  planCardToken,
  readPlans,
} from '../../testing/plan-calls.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let pro: PlanCaller;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  pro = await planCaller(t, PLAIN_PROS[0]);
});
afterAll(() => t.close());

const billingOf = (body: unknown): PlanBilling => planBillingResponseSchema.parse(body).data;
const live = (billing: PlanBilling, plan: string) =>
  billing.subscriptions.find((each) => each.plan === plan && ['active', 'pending'].includes(each.status));
async function publicProfile(userId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/visualization/shop_profile?showroom=${userId}`,
  });
  const data = shopProfileResponseSchema.parse(response.json()).data.data;
  if (Array.isArray(data)) throw new Error('expected a profile');
  return data.profile;
}
const sandboxChargesOf = async (userId: number) => {
  const cards = await t.db
    .select({ token: payment_methods.gateway_token })
    .from(payment_methods)
    .where(eq(payment_methods.user_id, userId));
  const all = await t.db.select().from(sandbox_charges);
  return all.filter((charge) => cards.some((card) => card.token === charge.token));
};
/** The job's pass with this test's clock, told nothing (no caches to drop in a test app). */
const renew = (payments: PaymentGateway = createSandboxGateway({ db: t.db, clock: t.clock })) =>
  renewDuePlans({ db: t.db, clock: t.clock, payments }, () => {});

const premiumKey = newPlanKey();

describe('the console’s plans and billing', () => {
  it('starts with no plan, no receipt and no branding for a pro who bought nothing', async () => {
    const response = await readPlans(t, pro);
    expect(response.statusCode).toBe(200);
    expect(billingOf(response.json())).toEqual({
      subscriptions: [],
      receipts: [],
      saved_card: null,
      branding: false,
    });
  });

  it('buys Premium with a new card: active for a month, one receipt, the card kept, branding at once', async () => {
    const started = t.clock.now();
    const response = await buyPlan(t, pro, premiumKey, {
      plan: 'premium',
      payment: { card_token: await planCardToken(t) },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: PLAN_MESSAGES.purchased });
    const billing = billingOf(response.json());
    const premium = live(billing, 'premium')!;
    expect(premium).toMatchObject({ status: 'active', amount: 199, card: { brand: 'visa', last4: '4242' } });
    const days = (Date.parse(premium.paid_until!) - started.getTime()) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(billing.receipts).toMatchObject([
      { plan: 'premium', amount: 199, reason: 'purchase', card_brand: 'visa', card_last4: '4242' },
    ]);
    expect(billing.saved_card).toMatchObject({ brand: 'visa', last4: '4242', exp_date: '12/30' });
    expect(billing.branding).toBe(true);
    expect((await publicProfile(pro.id)).latest_subscription).toMatchObject({
      plan: 'Premium',
      paid_amount: 199,
    });
    const mail = await t.mail.lastTo(pro.email);
    expect(mail?.subject).toBe(PLAN_MESSAGES.receiptMailSubject);
    expect(mail?.text).toContain('ending in 4242');
  });

  it('answers a retried Buy (the same key) as the first time, charging nothing more; the key is for one plan', async () => {
    const again = await buyPlan(t, pro, premiumKey, { plan: 'premium', payment: { saved_card: true } });
    expect(again.statusCode).toBe(201);
    expect(billingOf(again.json()).receipts).toHaveLength(1);
    const otherPlan = await buyPlan(t, pro, premiumKey, { plan: 'basic', payment: { saved_card: true } });
    expect(validationErrorSchema.parse(otherPlan.json()).errors.idempotency_key).toBeDefined();
    expect((await sandboxChargesOf(pro.id)).map((charge) => charge.amount_cents)).toEqual([19_900]);
  });

  it('refuses a second Premium while one is held, and a card the processor declines', async () => {
    const twice = await buyPlan(t, pro, newPlanKey(), { plan: 'premium', payment: { saved_card: true } });
    expect(twice.statusCode).toBe(422);
    expect(validationErrorSchema.parse(twice.json()).errors.plan).toEqual([PLAN_MESSAGES.alreadyHeld]);
    const declined = await buyPlan(t, pro, newPlanKey(), {
      plan: 'custom_addon',
      payment: { card_token: await planCardToken(t, '4000000000000002') },
    });
    expect(declined.statusCode).toBe(422);
    expect(validationErrorSchema.parse(declined.json()).errors.payment?.[0]).toBeTruthy();
    const billing = billingOf((await readPlans(t, pro)).json());
    expect(billing.receipts).toHaveLength(1);
  });

  it('refuses bad input with field errors: no key, an unknown plan, no payment', async () => {
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/pro/plans',
      headers: pro.headers,
      payload: { plan: 'premium', payment: { saved_card: true } },
    });
    expect(validationErrorSchema.parse(noKey.json()).errors.idempotency_key).toBeDefined();
    const bad = await buyPlan(t, pro, newPlanKey(), { plan: 'gold' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(validationErrorSchema.parse(bad.json()).errors).sort()).toEqual(['payment', 'plan']);
  });

  it('buys the custom addon with the saved card: the shop profile’s addon is active', async () => {
    const response = await buyPlan(t, pro, newPlanKey(), {
      plan: 'custom_addon',
      payment: { saved_card: true },
    });
    expect(response.statusCode).toBe(201);
    expect(live(billingOf(response.json()), 'custom_addon')).toMatchObject({ status: 'active', amount: 99 });
    expect((await publicProfile(pro.id)).custom_addon).toEqual({ subscription_status: 'active' });
  });

  it('cancels Premium: it stays active to the end of the paid month and will not renew', async () => {
    const response = await cancelPlan(t, pro, 'premium');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: PLAN_MESSAGES.cancelled });
    const premium = live(billingOf(response.json()), 'premium')!;
    expect(premium.status).toBe('active');
    expect(premium.cancelled_at).not.toBeNull();
    expect((await cancelPlan(t, pro, 'premium')).statusCode).toBe(200);
    const notHeld = await cancelPlan(t, pro, 'basic');
    expect(validationErrorSchema.parse(notHeld.json()).errors.plan).toEqual([PLAN_MESSAGES.notHeld]);
    expect((await cancelPlan(t, pro, 'gold')).statusCode).toBe(422);
  });

  it('a month later the job ends cancelled Premium (no branding from it) and renews the addon', async () => {
    expect(await renew()).toMatchObject({ renewed: 0, ended: 0 });
    t.clock.advance(32 * DAY_MS);
    expect(await renew()).toMatchObject({ renewed: 1, ended: 1, failed: 0, errors: 0 });
    // A month on, the test's sign-in has expired: the pro signs in again.
    pro = await planCaller(t, PLAIN_PROS[0]);
    const billing = billingOf((await readPlans(t, pro)).json());
    expect(billing.subscriptions.find((each) => each.plan === 'premium')?.status).toBe('ended');
    expect(billing.receipts.map((each) => [each.plan, each.reason])).toEqual([
      ['custom_addon', 'renewal'],
      ['custom_addon', 'purchase'],
      ['premium', 'purchase'],
    ]);
    expect((await publicProfile(pro.id)).latest_subscription).toMatchObject({
      plan: 'Premium',
      paid_amount: 0,
    });
    // A second pass finds nothing due: the renewed month is paid.
    expect(await renew()).toMatchObject({ renewed: 0, ended: 0, failed: 0 });
  });

  it('shows a failed renewal with the processor’s words, and the addon stops', async () => {
    const sandbox = createSandboxGateway({ db: t.db, clock: t.clock });
    const refusing: PaymentGateway = {
      ...sandbox,
      authorize: async () => ({
        ok: false,
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }),
    };
    t.clock.advance(32 * DAY_MS);
    expect(await renew(refusing)).toMatchObject({ failed: 1, errors: 0 });
    pro = await planCaller(t, PLAIN_PROS[0]);
    const billing = billingOf((await readPlans(t, pro)).json());
    expect(billing.subscriptions.find((each) => each.plan === 'custom_addon')).toMatchObject({
      status: 'failed',
      failure: 'Your card has insufficient funds.',
    });
    expect(billing.branding).toBe(false);
    expect((await publicProfile(pro.id)).custom_addon).toEqual({ subscription_status: 'failed' });
  });
});
