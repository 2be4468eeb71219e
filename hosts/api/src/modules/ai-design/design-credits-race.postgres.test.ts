/**
 * AI credits under concurrency (decision 0110; on PostgreSQL, where the pool's connections really race
 * and row locks really wait): twenty design requests at once never take the balance below zero, twenty
 * calls with one key spend once, one purchase key charges once, and ten purchase keys at once each
 * charge and grant once. Needs DATABASE_URL.
 */
import {
  AI_CREDITS,
  AI_DESIGN_MESSAGES,
  aiCreditPurchaseResponseSchema,
  notEnoughCreditsMessage,
} from '@showroom/contract/design-ai';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { aiHeaders, newAiCaller, newAiKey, requestDesigns } from '../../testing/ai-design-calls.ts';
import { planCardToken } from '../../testing/plan-calls.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ai_users } from './ai-accounts-schema.ts';
import { ai_credit_ledger, ai_credit_purchases } from './ai-credits-schema.ts';
import { ai_design_requests } from './ai-designs-schema.ts';

let t: TestApp;
beforeAll(async () => {
  if (!process.env.DATABASE_URL)
    throw new Error('the credits race needs a PostgreSQL server: set DATABASE_URL');
  t = await createTestApp();
});
afterAll(() => t?.close());

const balanceOf = async (id: number) =>
  (await t.db.select({ credits: ai_users.credits }).from(ai_users).where(eq(ai_users.id, id)))[0]!.credits;
const ledgerOf = (id: number) =>
  t.db.select().from(ai_credit_ledger).where(eq(ai_credit_ledger.ai_user_id, id));

describe('AI credits at once', () => {
  it('20 design requests with different keys spend what there is and never below zero', async () => {
    const caller = await newAiCaller(t, { credits: 35 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => requestDesigns(t, caller, newAiKey())),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(17).fill(402)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 402))
      expect(refused.json().message).toBe(notEnoughCreditsMessage(5));
    expect(await balanceOf(caller.id)).toBe(5);
    const ledger = await ledgerOf(caller.id);
    expect(ledger.map((line) => line.change)).toEqual(Array(3).fill(-AI_CREDITS.designPrice));
    expect(ledger.map((line) => line.balance).sort((a, b) => b - a)).toEqual([25, 15, 5]);
    expect(
      await t.db.select().from(ai_design_requests).where(eq(ai_design_requests.ai_user_id, caller.id)),
    ).toHaveLength(3);
  });

  it('20 calls with one key make one request and spend once', async () => {
    const caller = await newAiCaller(t, { credits: 100 });
    const key = newAiKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestDesigns(t, caller, key)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    const bodies = answers.map((answer) => answer.json().data);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await balanceOf(caller.id)).toBe(100 - AI_CREDITS.designPrice);
    expect(await ledgerOf(caller.id)).toHaveLength(1);
  });

  it('one purchase key sent twice at once charges once and grants once', async () => {
    const caller = await newAiCaller(t, { credits: 0 });
    const token = await planCardToken(t);
    const key = newAiKey();
    const buy = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/AI/credits',
        headers: { ...aiHeaders(caller), 'idempotency-key': key },
        payload: { pack: 'starter', payment: { card_token: token } },
      });
    const answers = await Promise.all([buy(), buy()]);
    // The second is answered as the first (it waited for it) or told the purchase is in progress.
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    for (const answer of answers.filter((a) => a.statusCode === 201))
      expect(aiCreditPurchaseResponseSchema.parse(answer.json()).data.credits).toBe(50);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().message).toBe(AI_DESIGN_MESSAGES.inProgress);
    expect(await balanceOf(caller.id)).toBe(50);
    expect(
      await t.db.select().from(ai_credit_purchases).where(eq(ai_credit_purchases.ai_user_id, caller.id)),
    ).toHaveLength(1);
    const charges = await t.db.select().from(sandbox_charges).where(eq(sandbox_charges.token, token));
    expect(charges.map((charge) => [charge.amount_cents, charge.state])).toEqual([[500, 'captured']]);
  });

  it('ten purchase keys at once each charge once and grant once, and the balance is their sum', async () => {
    const caller = await newAiCaller(t, { credits: 0 });
    const tokens = await Promise.all(Array.from({ length: 10 }, () => planCardToken(t)));
    const answers = await Promise.all(
      tokens.map((token) =>
        t.app.inject({
          method: 'POST',
          url: '/api/AI/credits',
          headers: { ...aiHeaders(caller), 'idempotency-key': newAiKey() },
          payload: { pack: 'starter', payment: { card_token: token } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(await balanceOf(caller.id)).toBe(500);
    const ledger = await ledgerOf(caller.id);
    expect(ledger.map((line) => line.change)).toEqual(Array(10).fill(50));
    expect(ledger.map((line) => line.balance).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => 50 * (i + 1)),
    );
    for (const token of tokens) {
      const charges = await t.db.select().from(sandbox_charges).where(eq(sandbox_charges.token, token));
      expect(charges.map((charge) => [charge.amount_cents, charge.state])).toEqual([[500, 'captured']]);
    }
  });
});
