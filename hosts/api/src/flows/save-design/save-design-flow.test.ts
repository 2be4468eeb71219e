import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../modules/carts/projects-schema.ts';
import { useHomeownerFlowApp } from '../../testing/homeowner-flow-app.ts';

const kit = useHomeownerFlowApp();

const designsOf = async () =>
  kit.t.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.user_id, kit.userId), eq(projects.is_cart, false)));

describe('the save-design flow', () => {
  it('deletes the project it made when the flow fails after making it', async () => {
    const before = await designsOf();
    kit.fault({ flow: 'save-design', after: 'create-project', action: 'throw' });
    const response = await kit.post('/api/projectCart', {
      showroom: kit.showroom,
      project: { name: 'Kitchen' },
    });
    expect(response.statusCode).toBe(500);
    expect(await designsOf()).toEqual(before);
  });
});
