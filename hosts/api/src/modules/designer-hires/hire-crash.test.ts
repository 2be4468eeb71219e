/**
 * A hire that dies after the processor captured the fee, before our books were written (decision
 * 0108): the retry with the same Idempotency-Key charges nothing twice and hires once. Runs on PGlite
 * and, in the PostgreSQL tier, on PostgreSQL.
 */
import { hireDesignerResponseSchema } from '@showroom/contract/projects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { hire, hireCaller, newHireKey, projectFor } from '../../testing/hire-calls.ts';
import { planCardToken } from '../../testing/plan-calls.ts';
import { scriptedGateway } from '../../testing/scripted-gateway.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { project_designers } from '../project-access/project-designers-schema.ts';
import { designer_hires } from './designer-hires-schema.ts';

const gateway = scriptedGateway();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0, payments: gateway.payments });
});
afterAll(() => t.close());

describe('a hire interrupted after the charge', () => {
  it('is finished by the retry of the same key, charged once, hired once', async () => {
    const owner = await hireCaller(t, DEMO_ACCOUNTS.logins.homeowner.email);
    const designer = await t.userIdOf(DEMO_ACCOUNTS.logins.designer.email);
    const projectId = await projectFor(t, owner.id, ['Modern']);
    const token = await planCardToken(t);
    const key = newHireKey();
    const payload = { project: projectId, designer, payment: { card_token: token } };
    gateway.dieAfterNextCapture();
    expect((await hire(t, owner, key, payload)).statusCode).toBe(500);
    // Charged, not yet hired: the pending row holds the hire (and refuses another tab's).
    const [pending] = await t.db
      .select()
      .from(designer_hires)
      .where(eq(designer_hires.project_id, projectId));
    expect(pending?.status).toBe('pending');
    expect(
      await t.db.select().from(project_designers).where(eq(project_designers.project_id, projectId)),
    ).toEqual([]);

    // The tab sends the same key again; its card token was spent by the first attempt.
    const retried = await hire(t, owner, key, payload);
    expect(retried.statusCode).toBe(201);
    expect(hireDesignerResponseSchema.parse(retried.json()).data.designers.map((each) => each.id)).toEqual([
      designer,
    ]);
    const charges = await t.db.select().from(sandbox_charges).where(eq(sandbox_charges.token, token));
    expect(charges.map((each) => each.state)).toEqual(['captured']);
    const hires = await t.db.select().from(designer_hires).where(eq(designer_hires.project_id, projectId));
    expect(hires.map((each) => each.status)).toEqual(['paid']);
    expect(
      await t.db.select().from(project_designers).where(eq(project_designers.project_id, projectId)),
    ).toHaveLength(1);
  });
});
