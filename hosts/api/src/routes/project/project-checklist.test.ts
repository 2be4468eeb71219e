import { boxesForArea, CART_MESSAGES } from '@showroom/contract/cart';
import {
  checklistLineResponseSchema,
  PROJECT_CHECKLIST_MESSAGES,
  projectChecklistResponseSchema,
  projectChecklistSaveResponseSchema,
  projectChecklistsResponseSchema,
} from '@showroom/contract/projects';
import { FLOOR_PLANS, isSurfaceSlot, layoutRoom } from '@showroom/rooms';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { project_designers } from '../../modules/project-access/index.ts';
import { live_events } from '../../providers/live-events/live-events-schema.ts';
import { fieldErrors, item, useCartTestApp } from '../../testing/cart-test-kit.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import { bearer, type TestApp } from '../../testing/test-app.ts';

const kit = useCartTestApp();
let t: TestApp;
const tokens = { owner: '', pro: '', designer: '', other: '', otherPro: '', vendor: '' };
const ids = { owner: 0, pro: 0, designer: 0 };
let projectId: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const post = (payload: object, token = tokens.owner) => call('POST', '/api/projectChecklist', token, payload);
const read = (token = tokens.owner, id: number | string = projectId) =>
  call('GET', `/api/projectChecklist/${id}`, token);
const put = (lineId: number, payload: object, token = tokens.owner) =>
  call('PUT', `/api/projectChecklist/${lineId}`, token, payload);
const saved = (response: { json(): unknown }) => projectChecklistSaveResponseSchema.parse(response.json());
const listOf = async (token = tokens.owner) =>
  projectChecklistResponseSchema.parse((await read(token)).json()).data;

beforeAll(async () => {
  t = kit.t;
  const { logins } = DEMO_ACCOUNTS;
  tokens.owner = await t.tokenFor(logins.homeowner.email);
  tokens.pro = await t.tokenFor(logins.contractor.email);
  tokens.designer = await t.tokenFor(logins.designer.email);
  tokens.other = await t.tokenFor(await extraHomeownerEmail(t.db));
  tokens.otherPro = await t.tokenFor('buildr42@pros.showroom.test');
  tokens.vendor = await t.tokenFor(logins.vendor.email);
  ids.owner = await t.userIdOf(logins.homeowner.email);
  ids.pro = await t.userIdOf(logins.contractor.email);
  ids.designer = await t.userIdOf(logins.designer.email);
  expect(kit.homepro.userId).toBe(ids.pro);
  const [project] = await t.db
    .insert(projects)
    .values({ user_id: ids.owner, showroom_id: kit.homepro.userId, name: 'Kitchen refresh' })
    .returning({ id: projects.id });
  projectId = project!.id;
});

describe('POST /api/projectChecklist', () => {
  it('adds items, counting boxes from an area as the bill does, and says so in its answer', async () => {
    const boxSize = kit.box.sizes.find((size) => (size.box_sqft ?? 0) > 0)!;
    const areaSqft = 132.5;
    const response = await post({
      project: projectId,
      items: [
        item(kit.piece.sizes[0]!, 2, 'Oak'),
        { product_id: boxSize.product_id, size_id: boxSize.id, area_sqft: areaSqft, waste_percent: 10 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = saved(response);
    expect(body.message).toBe('2 items added to the checklist.');
    expect(body.data.append_items).toBe(true);
    const [piece, box] = body.data.project_checklist.items;
    expect(piece).toMatchObject({ product_id: kit.piece.product.id, qty: 2, colour: 'Oak', area_sqft: null });
    const expected = boxesForArea({
      areaSqft,
      boxSqft: boxSize.box_sqft!,
      pricePerBoxCents: 0,
      wastePercent: 10,
    });
    expect(box).toMatchObject({
      qty: expected.boxes,
      unit: 'Box',
      area_sqft: areaSqft,
      waste_percent: 10,
      coverage_sqft: expected.coverageSqft,
      checked: false,
      added_by: { id: ids.owner, role: 'owner' },
    });
    expect(body.data.project_checklist.totals.count).toBe(2);
  });

  it('adds to the line of the same product, size and colour, and says its quantity went up', async () => {
    const body = saved(await post({ project: projectId, items: [item(kit.piece.sizes[0]!, 3, 'Oak')] }));
    expect(body.message).toBe('1 item was already on it, so its quantity went up.');
    const lines = body.data.project_checklist.items.filter(
      (line) => line.product_id === kit.piece.product.id,
    );
    expect(lines.map((line) => line.qty)).toEqual([5]);
  });

  it('replaces the whole list when append_items is false', async () => {
    const response = await post({
      project: projectId,
      append_items: false,
      items: [item(kit.piece.sizes[1]!, 1)],
    });
    const body = saved(response);
    expect(body.message).toBe('The checklist now holds 1 item.');
    expect(body.data.append_items).toBe(false);
    expect(body.data.project_checklist.items.map((line) => [line.size_id, line.qty])).toEqual([
      [kit.piece.sizes[1]!.id, 1],
    ]);
  });

  it('builds the list from the saved design: the bill of materials of its room', async () => {
    const plan = FLOOR_PLANS[0]!;
    const layout = layoutRoom(plan);
    const surface = layout.slots.find(isSurfaceSlot)!;
    // The design picks the product by hash: its cheapest size is the one bought.
    const cheapest = kit.box.sizes[0]!;
    await t.db
      .update(projects)
      .set({
        floorplan: { id: plan.id, ...layout.dimensions },
        floor_template: { id: null, materials: { [surface.id]: kit.box.product.hash } },
      })
      .where(eq(projects.id, projectId));
    const body = saved(await post({ project: projectId, append_items: false, from: 'design' }));
    const [line] = body.data.project_checklist.items;
    expect(body.data.project_checklist.items).toHaveLength(1);
    expect(line).toMatchObject({
      product_id: kit.box.product.id,
      size_id: cheapest.id,
      area_sqft: surface.areaSqft,
    });
    expect(cheapest.box_sqft).toBeGreaterThan(0);
    const boxes = boxesForArea({
      areaSqft: surface.areaSqft,
      boxSqft: cheapest.box_sqft!,
      pricePerBoxCents: 0,
      wastePercent: line!.waste_percent!,
    });
    expect(line!.qty).toBe(boxes.boxes);
  });

  it('refuses to build from a project without a saved design, with a 422 on from', async () => {
    const [bare] = await t.db
      .insert(projects)
      .values({ user_id: ids.owner, showroom_id: kit.homepro.userId, name: 'Bare' })
      .returning({ id: projects.id });
    expect(fieldErrors(await post({ project: bare!.id, from: 'design' }))).toEqual({
      from: [PROJECT_CHECKLIST_MESSAGES.noSavedDesign],
    });
  });

  it('answers bad input with 422 and field errors, never a 500', async () => {
    expect(fieldErrors(await post({ project: projectId, items: [{ product_id: 999_999, qty: 1 }] }))).toEqual(
      {
        'items.0.product_id': [CART_MESSAGES.productIdInvalid],
      },
    );
    expect(
      fieldErrors(await post({ project: projectId, items: [{ product_id: kit.piece.product.id }] })),
    ).toEqual({
      'items.0.qty': [PROJECT_CHECKLIST_MESSAGES.qtyOrAreaRequired],
    });
    const errors = fieldErrors(
      await post({ project: projectId, items: [{ product_id: kit.box.product.id, area_sqft: 10.123 }] }),
    );
    expect(errors).toHaveProperty(['items.0.area_sqft']);
    expect(fieldErrors(await post({ project: projectId }))).toHaveProperty('items');
    expect(fieldErrors(await post({ project: 'kitchen', items: [] }))).toHaveProperty('project');
    expect(fieldErrors(await post({ project: projectId, append_items: 'yes', items: [] }))).toHaveProperty(
      'append_items',
    );
  });
});

describe('participants', () => {
  const projectNotFound = { message: CART_MESSAGES.projectNotFound };

  it('keeps the project from another homeowner, another pro, a vendor, an unhired designer and the pro before sharing', async () => {
    for (const token of [tokens.other, tokens.otherPro, tokens.vendor, tokens.designer, tokens.pro]) {
      for (const id of [projectId, 999_999]) {
        const response = await read(token, id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(projectNotFound);
      }
      const added = await post({ project: projectId, items: [item(kit.piece.sizes[0]!, 1)] }, token);
      expect(added.statusCode).toBe(404);
      expect(added.json()).toEqual(projectNotFound);
    }
    const [line] = (await listOf()).items;
    for (const token of [tokens.other, tokens.otherPro, tokens.vendor, tokens.designer]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await call(method, `/api/projectChecklist/${line!.id}`, token, { qty: 2 });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: PROJECT_CHECKLIST_MESSAGES.itemNotFound });
      }
    }
  });

  it('lets a hired designer and the pro once shared read and add, and tells the others live', async () => {
    await t.db
      .insert(project_designers)
      .values({ project_id: projectId, designer_id: ids.designer, status: 'hired' });
    await t.db.update(projects).set({ shared_with_pro_at: t.clock.now() }).where(eq(projects.id, projectId));
    const body = saved(
      await post({ project: projectId, items: [item(kit.piece.sizes[0]!, 1, 'Walnut')] }, tokens.designer),
    );
    expect(body.data.project_checklist.role).toBe('designer');
    const added = body.data.project_checklist.items.find((line) => line.colour === 'Walnut');
    expect(added?.added_by).toMatchObject({ id: ids.designer, role: 'designer' });
    expect((await listOf(tokens.pro)).role).toBe('pro');
    const heard = async (userId: number) =>
      (
        await t.db
          .select({ payload: live_events.payload })
          .from(live_events)
          .where(and(eq(live_events.user_id, userId), eq(live_events.kind, 'project_checklist_changed')))
      ).map((row) => row.payload);
    expect(await heard(ids.owner)).toContainEqual({
      kind: 'project_checklist_changed',
      project_id: projectId,
    });
    expect(await heard(ids.pro)).toContainEqual({ kind: 'project_checklist_changed', project_id: projectId });
  });

  it('lists each caller’s checklists with their part in the project', async () => {
    const summaries = async (token: string) =>
      projectChecklistsResponseSchema.parse((await call('GET', '/api/projectChecklist', token)).json()).data;
    expect((await summaries(tokens.owner)).find((entry) => entry.project.id === projectId)).toMatchObject({
      role: 'owner',
      project: { name: 'Kitchen refresh', showroom: kit.homepro.userId },
    });
    expect((await summaries(tokens.designer)).map((entry) => [entry.project.id, entry.role])).toContainEqual([
      projectId,
      'designer',
    ]);
    expect((await summaries(tokens.other)).map((entry) => entry.project.id)).not.toContain(projectId);
    expect(await summaries(tokens.vendor)).toEqual([]);
    // A project saved from a visualizer draft is named by the draft's `project` (kept in extra_info).
    const [fromDraft] = await t.db
      .insert(projects)
      .values({ user_id: ids.owner, showroom_id: kit.homepro.userId, extra_info: { name: 'Bath plan' } })
      .returning({ id: projects.id });
    expect(
      (await summaries(tokens.owner)).find((entry) => entry.project.id === fromDraft!.id)?.project.name,
    ).toBe('Bath plan');
  });

  it('leaves replacing the list, checking off and others’ lines to the homeowner', async () => {
    const replace = await post({ project: projectId, append_items: false, items: [] }, tokens.designer);
    expect(replace.statusCode).toBe(403);
    expect(replace.json()).toEqual({ message: PROJECT_CHECKLIST_MESSAGES.replaceOwnerOnly });
    const lines = (await listOf()).items;
    const ownersLine = lines.find((line) => line.added_by.role === 'owner')!;
    const designersLine = lines.find((line) => line.added_by.role === 'designer')!;
    expect((await put(ownersLine.id, { qty: 4 }, tokens.designer)).json()).toEqual({
      message: PROJECT_CHECKLIST_MESSAGES.changeOwnLinesOnly,
    });
    expect((await put(designersLine.id, { checked: true }, tokens.designer)).statusCode).toBe(403);
    const changed = await put(designersLine.id, { qty: 3, note: 'For the niche' }, tokens.designer);
    expect(checklistLineResponseSchema.parse(changed.json())).toMatchObject({
      message: PROJECT_CHECKLIST_MESSAGES.itemUpdated,
      data: { qty: 3, note: 'For the niche' },
    });
    expect((await call('DELETE', `/api/projectChecklist/${ownersLine.id}`, tokens.designer)).statusCode).toBe(
      403,
    );
  });
});

describe('PUT and DELETE /api/projectChecklist/{id}', () => {
  it('checks a line off, and the totals leave it out of what is left to buy', async () => {
    const [line] = (await listOf()).items;
    const response = await put(line!.id, { checked: true });
    expect(response.statusCode).toBe(200);
    expect(checklistLineResponseSchema.parse(response.json()).data.checked).toBe(true);
    const { totals } = await listOf();
    expect(totals.unchecked_count).toBe(totals.count - 1);
  });

  it('answers a body without a change, and a quantity out of range, with 422', async () => {
    const [line] = (await listOf()).items;
    expect(fieldErrors(await put(line!.id, {}))).toHaveProperty('qty');
    expect(fieldErrors(await put(line!.id, { qty: 0 }))).toHaveProperty('qty');
    expect(fieldErrors(await put(line!.id, { checked: 'yes' }))).toHaveProperty('checked');
  });

  it('removes a line for the homeowner, once', async () => {
    const [line] = (await listOf()).items;
    const removed = await call('DELETE', `/api/projectChecklist/${line!.id}`, tokens.owner);
    expect(removed.json()).toEqual({
      success: true,
      message: PROJECT_CHECKLIST_MESSAGES.itemRemoved,
      data: { id: line!.id },
    });
    expect((await call('DELETE', `/api/projectChecklist/${line!.id}`, tokens.owner)).statusCode).toBe(404);
  });
});
