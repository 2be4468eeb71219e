/**
 * A credit pack charged by one call at a time, as a designer hire is (decisions 0110, 0115): an unsure
 * refusal (`processing_error`) keeps the pending purchase and the same key's retry charges once; a
 * definite decline deletes it; a second call while the first is at the processor is told 409; a call
 * that dies after the capture is finished by the retry, charged once and granted once; a dead call's
 * claim is taken over after two minutes. Runs on PGlite and, in the PostgreSQL tier, on PostgreSQL.
 */
import { AI_DESIGN_MESSAGES, aiCreditPurchaseResponseSchema } from '@showroom/contract/design-ai';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { type AiCaller, aiHeaders, newAiCaller, newAiKey } from '../../testing/ai-design-calls.ts';
import { planCardToken } from '../../testing/plan-calls.ts';
import { scriptedGateway } from '../../testing/scripted-gateway.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ai_users } from './ai-accounts-schema.ts';
import { AI_PURCHASE_CLAIM_MS } from './ai-credit-purchase.ts';
import { ai_credit_ledger, ai_credit_purchases } from './ai-credits-schema.ts';

const gateway = scriptedGateway();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0, payments: gateway.payments });
});
afterAll(() => t.close());

const buy = (caller: AiCaller, key: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/AI/credits',
    headers: { ...aiHeaders(caller), 'idempotency-key': key },
    payload: { pack: 'starter', payment: { card_token: token } },
  });
const purchasesOf = (caller: AiCaller) =>
  t.db.select().from(ai_credit_purchases).where(eq(ai_credit_purchases.ai_user_id, caller.id));
const chargesOf = async (token: string) =>
  (await t.db.select().from(sandbox_charges).where(eq(sandbox_charges.token, token))).map((row) => [
    row.amount_cents,
    row.state,
  ]);
const balanceOf = async (caller: AiCaller) =>
  (await t.db.select({ credits: ai_users.credits }).from(ai_users).where(eq(ai_users.id, caller.id)))[0]!
    .credits;
const grantsOf = async (caller: AiCaller) =>
  (await t.db.select().from(ai_credit_ledger).where(eq(ai_credit_ledger.ai_user_id, caller.id))).map(
    (line) => [line.reason, line.change],
  );

describe('a credit pack charged by one call at a time', () => {
  it('keeps the purchase after an unsure refusal (502), and the retry of the key charges and grants once', async () => {
    const caller = await newAiCaller(t, { credits: 0 });
    const token = await planCardToken(t);
    const key = newAiKey();
    gateway.answerNext({ ok: false, declineCode: 'processing_error', message: 'Try again later.' });
    const unsure = await buy(caller, key, token);
    expect(unsure.statusCode).toBe(502);
    expect(unsure.json().message).toBe(AI_DESIGN_MESSAGES.paymentUnconfirmed);
    const [kept] = await purchasesOf(caller);
    expect([kept?.status, kept?.charging_since]).toEqual(['pending', null]);
    expect(await balanceOf(caller)).toBe(0);

    const retry = await buy(caller, key, token);
    expect(retry.statusCode).toBe(201);
    expect(aiCreditPurchaseResponseSchema.parse(retry.json()).data.credits).toBe(50);
    expect((await purchasesOf(caller)).map((row) => row.status)).toEqual(['paid']);
    expect(await chargesOf(token)).toEqual([[500, 'captured']]);
    expect(await grantsOf(caller)).toEqual([['purchase', 50]]);
  });

  it('deletes the purchase on a definite decline and says why under the payment', async () => {
    const caller = await newAiCaller(t, { credits: 0 });
    const declined = await buy(caller, newAiKey(), await planCardToken(t, '4000000000000002'));
    expect(declined.statusCode).toBe(422);
    expect(Object.keys(declined.json().errors)).toEqual(['payment']);
    expect(await purchasesOf(caller)).toEqual([]);
    expect(await balanceOf(caller)).toBe(0);
  });

  it('tells a second call of the key that the purchase is in progress, and keeps the row the first charges', async () => {
    const caller = await newAiCaller(t, { credits: 0 });
    const token = await planCardToken(t);
    const key = newAiKey();
    const { reached, letGo } = gateway.holdNextAuthorization();
    const first = buy(caller, key, token);
    await reached;
    gateway.countFromZero();
    const second = await buy(caller, key, token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(AI_DESIGN_MESSAGES.inProgress);
    expect(gateway.authorizations()).toBe(0);
    expect((await purchasesOf(caller)).map((row) => row.status)).toEqual(['pending']);
    letGo();
    expect((await first).statusCode).toBe(201);
    // Once paid, the key replays the purchase.
    expect((await buy(caller, key, token)).statusCode).toBe(201);
    expect(await chargesOf(token)).toEqual([[500, 'captured']]);
    expect(await balanceOf(caller)).toBe(50);
  });

  it('is finished by the retry of the key after the process died past the capture: one charge, one grant', async () => {
    const caller = await newAiCaller(t, { credits: 0 });
    const token = await planCardToken(t);
    const key = newAiKey();
    gateway.dieAfterNextCapture();
    expect((await buy(caller, key, token)).statusCode).toBe(500);
    expect((await purchasesOf(caller)).map((row) => row.status)).toEqual(['pending']);
    expect(await balanceOf(caller)).toBe(0);

    const retry = await buy(caller, key, token);
    expect(retry.statusCode).toBe(201);
    expect(aiCreditPurchaseResponseSchema.parse(retry.json()).data).toMatchObject({
      credits: 50,
      purchase: { credits: 50, price_cents: 500 },
    });
    expect(await chargesOf(token)).toEqual([[500, 'captured']]);
    expect(await grantsOf(caller)).toEqual([['purchase', 50]]);
  });

  it('takes over the claim of a call that died at the processor after two minutes', async () => {
    const caller = await newAiCaller(t, { credits: 0 });
    const token = await planCardToken(t);
    const key = newAiKey();
    const { reached } = gateway.holdNextAuthorization();
    // This call never comes back: its process "died" at the processor, holding the claim.
    void buy(caller, key, token);
    await reached;
    expect((await buy(caller, key, token)).statusCode).toBe(409);
    t.clock.advance(AI_PURCHASE_CLAIM_MS + 1_000);
    expect((await buy(caller, key, token)).statusCode).toBe(201);
    expect(await chargesOf(token)).toEqual([[500, 'captured']]);
    expect(await balanceOf(caller)).toBe(50);
  });
});
