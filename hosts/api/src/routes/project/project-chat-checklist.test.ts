import { CART_MESSAGES } from '@showroom/contract/cart';
import {
  PROJECT_CHAT_MESSAGES,
  PROJECT_CHECKLIST_MESSAGES,
  postProjectChatResponseSchema,
  projectChatResponseSchema,
  projectChecklistResponseSchema,
} from '@showroom/contract/projects';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { products } from '../../modules/catalog/catalog-schema.ts';
import { project_designers } from '../../modules/project-access/index.ts';
import { live_events } from '../../providers/live-events/live-events-schema.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

const { logins } = DEMO_ACCOUNTS;
let t: TestApp;
const token = { owner: '', pro: '', designer: '', otherHomeowner: '', otherPro: '', vendor: '' };
const id = { owner: 0, pro: 0, designer: 0, project: 0, unshowroomed: 0 };
const hash = { product: '', archived: '' };

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  id.owner = await t.userIdOf(logins.homeowner.email);
  id.pro = await t.userIdOf(logins.contractor.email);
  id.designer = await t.userIdOf(logins.designer.email);
  token.owner = await t.tokenFor(logins.homeowner.email);
  token.pro = await t.tokenFor(logins.contractor.email);
  token.designer = await t.tokenFor(logins.designer.email);
  token.otherHomeowner = await t.tokenFor(await extraHomeownerEmail(t.db));
  token.otherPro = await t.tokenFor('buildr42@pros.showroom.test');
  token.vendor = await t.tokenFor(logins.vendor.email);
  const [project] = await t.db
    .insert(projects)
    .values({ user_id: id.owner, showroom_id: id.pro, name: 'Bathroom', shared_with_pro_at: new Date() })
    .returning({ id: projects.id });
  const [bare] = await t.db
    .insert(projects)
    .values({ user_id: id.owner, showroom_id: null, name: 'Garden' })
    .returning({ id: projects.id });
  id.project = project!.id;
  id.unshowroomed = bare!.id;
  await t.db.insert(project_designers).values({ project_id: id.project, designer_id: id.designer });
  const [first, second] = await t.db.select({ id: products.id, hash: products.hash }).from(products).limit(2);
  hash.product = first!.hash;
  hash.archived = second!.hash;
  await t.db.update(products).set({ archived_at: new Date() }).where(eq(products.id, second!.id));
});
afterAll(() => t.close());

const post = (as: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/projectChat', headers: bearer(as), payload });
const addItem = (as: string, fields: object = {}) =>
  post(as, { project_id: id.project, kind: 'checklist_item', product: hash.product, quantity: 2, ...fields });
const checklistOf = async (as = token.owner) =>
  projectChecklistResponseSchema.parse(
    (
      await t.app.inject({ method: 'GET', url: `/api/projectChecklist/${id.project}`, headers: bearer(as) })
    ).json(),
  ).data;
const messagesOf = async (projectId = id.project) =>
  projectChatResponseSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/projectChat/${projectId}`,
        headers: bearer(token.owner),
      })
    ).json(),
  ).data.Project_chats;

describe('a checklist item sent in the chat', () => {
  it('puts the product on the checklist as the designer, and tells the others the list changed', async () => {
    const response = await addItem(token.designer, { message: 'For the vanity wall' });
    expect(response.statusCode).toBe(200);
    const message = postProjectChatResponseSchema.parse(response.json()).data;
    expect(message).toMatchObject({ kind: 'checklist_item', quantity: 2, product: { hash: hash.product } });
    const [line] = (await checklistOf()).items;
    expect(line).toMatchObject({
      hash: hash.product,
      qty: 2,
      added_by: { id: id.designer, role: 'designer' },
    });
    const told = await t.db
      .select({ user_id: live_events.user_id })
      .from(live_events)
      .where(eq(live_events.kind, 'project_checklist_changed'));
    expect(told.map((row) => row.user_id).sort()).toEqual([id.owner, id.pro].sort());
  });

  it('adds the pro’s item to the same product’s line, as the checklist’s append does', async () => {
    expect((await addItem(token.pro, { quantity: 3 })).statusCode).toBe(200);
    const lines = (await checklistOf(token.pro)).items;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ hash: hash.product, qty: 5 });
  });

  it('refuses a product the checklist refuses with the 422 and keeps no message', async () => {
    const before = (await messagesOf()).length;
    const gone = await addItem(token.pro, { product: hash.archived });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().errors).toEqual({ product: [PROJECT_CHAT_MESSAGES.productNotFound] });
    const noShowroom = await addItem(token.owner, { project_id: id.unshowroomed });
    expect(noShowroom.statusCode).toBe(422);
    expect(noShowroom.json().errors).toEqual({ project: [PROJECT_CHECKLIST_MESSAGES.noShowroom] });
    expect(await messagesOf()).toHaveLength(before);
    expect(await messagesOf(id.unshowroomed)).toHaveLength(0);
  });

  it('answers 404 Project not found to a stranger and adds nothing', async () => {
    const before = (await checklistOf()).items;
    await t.db
      .delete(project_designers)
      .where(
        and(
          eq(project_designers.project_id, id.project),
          inArray(project_designers.designer_id, [id.designer]),
        ),
      );
    for (const as of [token.otherHomeowner, token.otherPro, token.vendor, token.designer]) {
      const response = await addItem(as);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: CART_MESSAGES.projectNotFound });
    }
    expect((await checklistOf()).items).toEqual(before);
  });
});
