/**
 * One call at a time charges a hire (decision 0115): a second call of the same Idempotency-Key while the
 * first is at the processor is told 409 and leaves the row alone; an unsure refusal keeps the row for the
 * retry; a claim whose call died is taken over after two minutes; the abandoned-hires job leaves a row
 * being charged alone. Runs on PGlite and, in the PostgreSQL tier, on PostgreSQL.
 */
import { DESIGNER_HIRE_MESSAGES } from '@showroom/contract/projects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { type HireCaller, hire, hireCaller, newHireKey, projectFor } from '../../testing/hire-calls.ts';
import { planCardToken } from '../../testing/plan-calls.ts';
import { scriptedGateway } from '../../testing/scripted-gateway.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { designer_hires } from './designer-hires-schema.ts';
import { HIRE_CHARGE_CLAIM_MS } from './finish-hire.ts';
import { ABANDONED_HIRE_MINUTES, settleAbandonedHires } from './settle-abandoned-hires.ts';

const gateway = scriptedGateway();
let t: TestApp;
let owner: HireCaller;
let designer: number;
beforeAll(async () => {
  t = await createTestApp({ products: 0, payments: gateway.payments });
  owner = await hireCaller(t, DEMO_ACCOUNTS.logins.homeowner.email);
  designer = await t.userIdOf(DEMO_ACCOUNTS.logins.designer.email);
});
afterAll(() => t.close());

const hiresOf = (projectId: number) =>
  t.db.select().from(designer_hires).where(eq(designer_hires.project_id, projectId));
const chargesOf = (token: string) =>
  t.db.select().from(sandbox_charges).where(eq(sandbox_charges.token, token));

async function newHire(name: string) {
  const projectId = await projectFor(t, owner.id, ['Modern'], name);
  const token = await planCardToken(t);
  return {
    projectId,
    token,
    key: newHireKey(),
    payload: { project: projectId, designer, payment: { card_token: token } },
  };
}

describe('a hire charged by one call at a time', () => {
  it('tells a second call of the key that the hire is being paid, and keeps the row the first charges', async () => {
    const { projectId, token, key, payload } = await newHire('Same key twice');
    const { reached, letGo } = gateway.holdNextAuthorization();
    const first = hire(t, owner, key, payload);
    await reached;
    gateway.countFromZero();
    const second = await hire(t, owner, key, payload);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(DESIGNER_HIRE_MESSAGES.inProgress);
    expect(gateway.authorizations()).toBe(0);
    expect((await hiresOf(projectId)).map((row) => row.status)).toEqual(['pending']);
    letGo();
    expect((await first).statusCode).toBe(201);
    expect((await hiresOf(projectId)).map((row) => row.status)).toEqual(['paid']);
    expect((await chargesOf(token)).map((row) => row.state)).toEqual(['captured']);
    // Once paid, the key replays the hire.
    expect((await hire(t, owner, key, payload)).statusCode).toBe(201);
  });

  it('keeps the row after an unsure refusal, and the retry of the key charges once', async () => {
    const { projectId, token, key, payload } = await newHire('Unsure processor');
    gateway.answerNext({ ok: false, declineCode: 'processing_error', message: 'Try again later.' });
    const unsure = await hire(t, owner, key, payload);
    expect(unsure.statusCode).toBe(502);
    expect(unsure.json().message).toBe(DESIGNER_HIRE_MESSAGES.unconfirmed);
    const [kept] = await hiresOf(projectId);
    expect([kept?.status, kept?.leased_until]).toEqual(['pending', null]);
    expect((await hire(t, owner, key, payload)).statusCode).toBe(201);
    expect((await chargesOf(token)).map((row) => row.state)).toEqual(['captured']);
  });

  it('deletes the row on a definite decline, so the designer can be hired again', async () => {
    const { projectId, key, payload } = await newHire('Declined');
    const declined = await hire(t, owner, key, {
      ...payload,
      payment: { card_token: await planCardToken(t, '4000000000000002') },
    });
    expect(declined.statusCode).toBe(422);
    expect(Object.keys(declined.json().errors)).toEqual(['payment']);
    expect(await hiresOf(projectId)).toEqual([]);
    expect((await hire(t, owner, newHireKey(), payload)).statusCode).toBe(201);
  });

  it('takes over the claim of a call that died after two minutes', async () => {
    const { projectId, token, key, payload } = await newHire('Claim of a dead call');
    const { reached } = gateway.holdNextAuthorization();
    // This call never comes back: its process "died" at the processor, holding the claim.
    void hire(t, owner, key, payload);
    await reached;
    expect((await hire(t, owner, key, payload)).statusCode).toBe(409);
    t.clock.advance(HIRE_CHARGE_CLAIM_MS + 1_000);
    expect((await hire(t, owner, key, payload)).statusCode).toBe(201);
    expect((await hiresOf(projectId)).map((row) => row.status)).toEqual(['paid']);
    expect((await chargesOf(token)).map((row) => row.state)).toEqual(['captured']);
  });

  it('is left alone by the abandoned-hires job while a call charges it', async () => {
    const { projectId, token, key, payload } = await newHire('Job and retry at once');
    // An old pending row, as a crash before the processor leaves it.
    gateway.answerNext({ ok: false, declineCode: 'processing_error', message: 'Try again later.' });
    expect((await hire(t, owner, key, payload)).statusCode).toBe(502);
    t.clock.advance((ABANDONED_HIRE_MINUTES + 1) * MINUTE_MS);
    const { reached, letGo } = gateway.holdNextAuthorization();
    const retry = hire(t, owner, key, payload);
    await reached;
    const settled = await settleAbandonedHires({ db: t.db, clock: t.clock, payments: gateway.gateway() });
    expect(settled.counts).toEqual({ hired: 0, dropped: 0, failed: 0 });
    letGo();
    expect((await retry).statusCode).toBe(201);
    expect((await hiresOf(projectId)).map((row) => row.status)).toEqual(['paid']);
    expect((await chargesOf(token)).map((each) => each.state)).toEqual(['captured']);
  });
});
