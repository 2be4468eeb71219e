import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { injectFlowFault } from '../flow-runner.ts';
import { attachVisitorCartFlow } from './attach-visitor-cart-flow.ts';

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
describe('the attach-visitor-cart flow', () => {
  it('gives the cart back to the visitor when the flow fails after attaching it', async () => {
    const created = await post('/api/projectCart', { showroom, project: { name: 'Bath' } });
    const projectId = (created.json() as { data: number }).data;
    const [cart] = await t.db
      .insert(projects)
      .values({ is_cart: true, temp_project_id: 'tmp-flow-cart', showroom_id: showroom })
      .returning({ id: projects.id });
    const lastStep = attachVisitorCartFlow.steps.at(-1)!.name;
    removeFault = injectFlowFault({ flow: 'attach-visitor-cart', after: lastStep, action: 'throw' });
    const payload = { re_temp_project_id: 'tmp-flow-cart', project_id: projectId };
    expect((await post('/api/projectCart/update_project_cart', payload)).statusCode).toBe(500);
    const [undone] = await t.db.select().from(projects).where(eq(projects.id, cart!.id));
    expect(undone).toMatchObject({ user_id: null, attached_project_id: null });

    removeFault();
    expect((await post('/api/projectCart/update_project_cart', payload)).statusCode).toBe(200);
    const [attached] = await t.db.select().from(projects).where(eq(projects.id, cart!.id));
    expect(attached).toMatchObject({ user_id: userId, attached_project_id: projectId });
  });
});
