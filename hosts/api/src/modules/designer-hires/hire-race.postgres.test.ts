/**
 * Hires of the same designer for one project at the same moment (decisions 0108 and 0115; on PostgreSQL,
 * where the pool's connections really race and row locks really wait): two tabs with their own keys and
 * cards, twenty calls with twenty keys, and twenty calls of one key (one charges, the others are told it
 * is being paid, and none deletes the row the first charges). One hire and one charge each time.
 * Needs DATABASE_URL.
 */
import { DESIGNER_HIRE_MESSAGES } from '@showroom/contract/projects';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { hire, hireCaller, newHireKey, projectFor } from '../../testing/hire-calls.ts';
import { planCardToken } from '../../testing/plan-calls.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { project_designers } from '../project-access/project-designers-schema.ts';
import { designer_hires } from './designer-hires-schema.ts';

let t: TestApp;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('the hire race needs a PostgreSQL server: set DATABASE_URL');
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

describe('two hires of one designer at once', () => {
  it.each([1, 2, 3, 4, 5])('make one hire and one charge (round %i)', async () => {
    const owner = await hireCaller(t, DEMO_ACCOUNTS.logins.homeowner.email);
    const designer = await t.userIdOf(DEMO_ACCOUNTS.logins.designer.email);
    const projectId = await projectFor(t, owner.id, ['Modern']);
    const tokens = [await planCardToken(t), await planCardToken(t, '5555555555554444')];
    const answers = await Promise.all(
      tokens.map((token) =>
        hire(t, owner, newHireKey(), { project: projectId, designer, payment: { card_token: token } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422)!.json();
    expect([DESIGNER_HIRE_MESSAGES.inProgress, DESIGNER_HIRE_MESSAGES.alreadyHired]).toContain(
      refused.errors.designer[0],
    );
    const hires = await t.db.select().from(designer_hires).where(eq(designer_hires.project_id, projectId));
    expect(hires.map((row) => row.status)).toEqual(['paid']);
    const joined = await t.db
      .select()
      .from(project_designers)
      .where(eq(project_designers.project_id, projectId));
    expect(joined).toHaveLength(1);
    const charges = await t.db.select().from(sandbox_charges).where(inArray(sandbox_charges.token, tokens));
    expect(charges.map((charge) => [charge.amount_cents, charge.state])).toEqual([[17_000, 'captured']]);
  });

  it('make one hire and one charge from twenty calls with twenty keys', async () => {
    const owner = await hireCaller(t, DEMO_ACCOUNTS.logins.homeowner.email);
    const designer = await t.userIdOf(DEMO_ACCOUNTS.logins.designer.email);
    const projectId = await projectFor(t, owner.id, ['Modern'], 'Twenty keys');
    const tokens = await Promise.all(Array.from({ length: 20 }, () => planCardToken(t)));
    const answers = await Promise.all(
      tokens.map((token) =>
        hire(t, owner, newHireKey(), { project: projectId, designer, payment: { card_token: token } }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 422)).toHaveLength(19);
    const hires = await t.db.select().from(designer_hires).where(eq(designer_hires.project_id, projectId));
    expect(hires.map((row) => row.status)).toEqual(['paid']);
    const charges = await t.db.select().from(sandbox_charges).where(inArray(sandbox_charges.token, tokens));
    expect(charges.map((charge) => charge.state)).toEqual(['captured']);
  });

  it('make one hire and one charge from twenty calls of one key, deleting nothing', async () => {
    const owner = await hireCaller(t, DEMO_ACCOUNTS.logins.homeowner.email);
    const designer = await t.userIdOf(DEMO_ACCOUNTS.logins.designer.email);
    const projectId = await projectFor(t, owner.id, ['Modern'], 'One key twenty times');
    const token = await planCardToken(t);
    const key = newHireKey();
    const payload = { project: projectId, designer, payment: { card_token: token } };
    const answers = await Promise.all(Array.from({ length: 20 }, () => hire(t, owner, key, payload)));
    const codes = answers.map((answer) => answer.statusCode);
    // The first to claim charges; a call arriving after it finished replays the hire (201).
    expect(codes.every((code) => code === 201 || code === 409)).toBe(true);
    expect(codes).toContain(201);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().message).toBe(DESIGNER_HIRE_MESSAGES.inProgress);
    const hires = await t.db.select().from(designer_hires).where(eq(designer_hires.project_id, projectId));
    expect(hires.map((row) => [row.status, row.idempotency_key])).toEqual([['paid', key]]);
    const joined = await t.db
      .select()
      .from(project_designers)
      .where(eq(project_designers.project_id, projectId));
    expect(joined).toHaveLength(1);
    const charges = await t.db.select().from(sandbox_charges).where(eq(sandbox_charges.token, token));
    expect(charges.map((charge) => charge.state)).toEqual(['captured']);
  });
});
