import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { injectFlowFault } from '../flow-runner.ts';

const { homeowner, contractor } = DEMO_ACCOUNTS.logins;
let t: TestApp;
let token: string;
let userId: number;
let showroom: number;
let removeFault = () => {};
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  token = await t.tokenFor(homeowner.email);
  userId = await t.userIdOf(homeowner.email);
  showroom = await t.userIdOf(contractor.email);
});
afterAll(() => t.close());
afterEach(() => removeFault());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
const designsOf = async () =>
  t.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.user_id, userId), eq(projects.is_cart, false)));

describe('the save-design flow', () => {
  it('deletes the project it made when the flow fails after making it', async () => {
    const before = await designsOf();
    removeFault = injectFlowFault({ flow: 'save-design', after: 'create-project', action: 'throw' });
    const response = await post('/api/projectCart', { showroom, project: { name: 'Kitchen' } });
    expect(response.statusCode).toBe(500);
    expect(await designsOf()).toEqual(before);
  });
});
