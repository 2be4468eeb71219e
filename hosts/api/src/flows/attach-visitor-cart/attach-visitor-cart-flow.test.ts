import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../modules/carts/projects-schema.ts';
import { useHomeownerFlowApp } from '../../testing/homeowner-flow-app.ts';
import { attachVisitorCartFlow } from './attach-visitor-cart-flow.ts';

const kit = useHomeownerFlowApp();

describe('the attach-visitor-cart flow', () => {
  it('gives the cart back to the visitor when the flow fails after attaching it', async () => {
    const created = await kit.post('/api/projectCart', { showroom: kit.showroom, project: { name: 'Bath' } });
    const projectId = (created.json() as { data: number }).data;
    const [cart] = await kit.t.db
      .insert(projects)
      .values({ is_cart: true, temp_project_id: 'tmp-flow-cart', showroom_id: kit.showroom })
      .returning({ id: projects.id });
    const lastStep = attachVisitorCartFlow.steps.at(-1)!.name;
    kit.fault({ flow: 'attach-visitor-cart', after: lastStep, action: 'throw' });
    const payload = { re_temp_project_id: 'tmp-flow-cart', project_id: projectId };
    expect((await kit.post('/api/projectCart/update_project_cart', payload)).statusCode).toBe(500);
    const [undone] = await kit.t.db.select().from(projects).where(eq(projects.id, cart!.id));
    expect(undone).toMatchObject({ user_id: null, attached_project_id: null });

    kit.clearFault();
    expect((await kit.post('/api/projectCart/update_project_cart', payload)).statusCode).toBe(200);
    const [attached] = await kit.t.db.select().from(projects).where(eq(projects.id, cart!.id));
    expect(attached).toMatchObject({ user_id: kit.userId, attached_project_id: projectId });
  });
});
