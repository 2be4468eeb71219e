/**
 * Two tabs hiring the same designer for one project at the same moment, each with its own
 * Idempotency-Key and card (decision 0108; on PostgreSQL, where the pool's connections really race and
 * row locks really wait): one hire, one charge, and the other tab is told the hire is being paid or
 * done. Needs DATABASE_URL.
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
});
