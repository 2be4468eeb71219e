/**
 * Hires a crash left pending (decision 0115): the job asks the processor by the hire's key and finishes
 * or drops each, once, even with two processes running it. Runs on PGlite and, in the PostgreSQL tier,
 * on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import { createSandboxGateway } from '../../providers/payment-gateways/sandbox-gateway.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { type HireCaller, hire, hireCaller, newHireKey, projectFor } from '../../testing/hire-calls.ts';
import { planCardToken } from '../../testing/plan-calls.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { project_designers } from '../project-access/project-designers-schema.ts';
import { designer_hires } from './designer-hires-schema.ts';
import { ABANDONED_HIRE_MINUTES, settleAbandonedHires } from './settle-abandoned-hires.ts';

/** Where the API process "dies" during the next hire. */
let dieAt: 'authorize' | 'capture' | 'after-capture' | null = null;
const die = (point: typeof dieAt) => {
  if (dieAt !== point) return;
  dieAt = null;
  throw new Error('the API process died');
};
let t: TestApp;
let sandbox: PaymentGateway;
let owner: HireCaller;
let designer: number;
beforeAll(async () => {
  t = await createTestApp({
    products: 0,
    payments: (db, clock) => {
      sandbox = createSandboxGateway({ db, clock });
      return {
        ...sandbox,
        async authorize(request) {
          die('authorize');
          return sandbox.authorize(request);
        },
        async capture(authorizationId) {
          die('capture');
          await sandbox.capture(authorizationId);
          die('after-capture');
        },
      };
    },
  });
  owner = await hireCaller(t, DEMO_ACCOUNTS.logins.homeowner.email);
  designer = await t.userIdOf(DEMO_ACCOUNTS.logins.designer.email);
});
afterAll(() => t.close());

const settle = () => settleAbandonedHires({ db: t.db, clock: t.clock, payments: sandbox });
const hiresOf = (projectId: number) =>
  t.db.select().from(designer_hires).where(eq(designer_hires.project_id, projectId));
const designersOf = (projectId: number) =>
  t.db.select().from(project_designers).where(eq(project_designers.project_id, projectId));
const chargesOf = (token: string) =>
  t.db.select().from(sandbox_charges).where(eq(sandbox_charges.token, token));

/** A hire whose process dies at `point`, leaving its row pending; answers the project and card token. */
async function crashedHire(point: NonNullable<typeof dieAt>) {
  const projectId = await projectFor(t, owner.id, ['Modern'], `Crash at ${point}`);
  const token = await planCardToken(t);
  dieAt = point;
  const payload = { project: projectId, designer, payment: { card_token: token } };
  expect((await hire(t, owner, newHireKey(), payload)).statusCode).toBe(500);
  expect((await hiresOf(projectId)).map((row) => row.status)).toEqual(['pending']);
  return { projectId, token };
}

describe('the abandoned-hires job', () => {
  it('leaves a pending hire alone while it may still be running', async () => {
    const { projectId } = await crashedHire('after-capture');
    t.clock.advance((ABANDONED_HIRE_MINUTES - 1) * MINUTE_MS);
    expect((await settle()).counts).toEqual({ hired: 0, dropped: 0, failed: 0 });
    expect((await hiresOf(projectId)).map((row) => row.status)).toEqual(['pending']);
    t.clock.advance(2 * MINUTE_MS);
    const { counts } = await settle();
    expect(counts.hired).toBe(1);
  });

  it('records a hire charged before the crash, and captures one only authorized, charging once', async () => {
    const captured = await crashedHire('after-capture');
    const authorized = await crashedHire('capture');
    expect((await chargesOf(authorized.token)).map((row) => row.state)).toEqual(['authorized']);
    t.clock.advance((ABANDONED_HIRE_MINUTES + 1) * MINUTE_MS);
    const { counts, hiredRows } = await settle();
    expect(counts).toEqual({ hired: 2, dropped: 0, failed: 0 });
    expect(hiredRows.map((row) => row.project_id).sort()).toEqual(
      [captured.projectId, authorized.projectId].sort(),
    );
    for (const { projectId, token } of [captured, authorized]) {
      expect((await hiresOf(projectId)).map((row) => row.status)).toEqual(['paid']);
      expect(await designersOf(projectId)).toHaveLength(1);
      expect((await chargesOf(token)).map((row) => row.state)).toEqual(['captured']);
    }
  });

  it('drops a hire the processor never charged, so the designer can be hired again', async () => {
    const { projectId, token } = await crashedHire('authorize');
    t.clock.advance((ABANDONED_HIRE_MINUTES + 1) * MINUTE_MS);
    expect((await settle()).counts).toEqual({ hired: 0, dropped: 1, failed: 0 });
    expect(await hiresOf(projectId)).toEqual([]);
    expect(await chargesOf(token)).toEqual([]);
    const again = await hire(t, owner, newHireKey(), {
      project: projectId,
      designer,
      payment: { card_token: await planCardToken(t) },
    });
    expect(again.statusCode).toBe(201);
    expect(await designersOf(projectId)).toHaveLength(1);
  });

  it('hires once when two processes run the job at the same moment', async () => {
    const rows = [await crashedHire('after-capture'), await crashedHire('capture')];
    t.clock.advance((ABANDONED_HIRE_MINUTES + 1) * MINUTE_MS);
    const [first, second] = await Promise.all([settle(), settle()]);
    expect(first!.counts.hired + second!.counts.hired).toBe(2);
    expect(first!.counts.failed + second!.counts.failed).toBe(0);
    for (const { projectId, token } of rows) {
      expect(await designersOf(projectId)).toHaveLength(1);
      expect((await chargesOf(token)).map((row) => row.state)).toEqual(['captured']);
    }
  });
});
