import { projectCreatedResponseSchema } from '@showroom/contract/account';
import { CART_MESSAGES, MAX_EXTRA_INFO_LENGTH, projectResponseSchema } from '@showroom/contract/cart';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { cartCalls, cartOf, fieldErrors, item, useCartTestApp } from '../../testing/cart-test-kit.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import { bearer, type TestApp } from '../../testing/test-app.ts';

const kit = useCartTestApp();
const { sync, getProject, putProject } = cartCalls(kit);
let t: TestApp;
let owner: string;
let other: string;
let projectId: number;
beforeAll(async () => {
  t = kit.t;
  owner = await t.tokenFor(DEMO_ACCOUNTS.logins.homeowner.email);
  other = await t.tokenFor(await extraHomeownerEmail(t.db));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/projectCart',
    payload: { showroom: kit.homepro.userId, project: { name: 'Kitchen refresh' } },
    headers: bearer(owner),
  });
  projectId = projectCreatedResponseSchema.parse(created.json()).data;
});

const projectNotFound = { message: CART_MESSAGES.projectNotFound };
const storedExtraInfo = async (id: number) =>
  (await t.db.select({ extra_info: projects.extra_info }).from(projects).where(eq(projects.id, id)))[0]
    ?.extra_info;

describe('GET /api/projectCart/{id}', () => {
  it("answers the owner's project with the draft's value as its extra_info", async () => {
    const response = await getProject(projectId, owner);
    expect(response.statusCode).toBe(200);
    expect(projectResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: '',
      data: {
        id: projectId,
        is_cart: false,
        showroom: kit.homepro.userId,
        extra_info: { name: 'Kitchen refresh' },
        floorplan: null,
        floorTemplate: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
  });

  it("answers the owner's cart too, which is a project", async () => {
    const cart = cartOf(await sync(item(kit.piece.sizes[0]!, 1), owner))!;
    const project = projectResponseSchema.parse((await getProject(cart.id, owner)).json()).data;
    expect(project).toMatchObject({ id: cart.id, is_cart: true, extra_info: null });
  });

  it("answers another homeowner's project exactly like one that does not exist", async () => {
    for (const id of [projectId, 999_999]) {
      const response = await getProject(id, other);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(projectNotFound);
    }
  });

  it('rejects an id that is not a positive whole number with a 422 on id', async () => {
    for (const id of ['kitchen', '0', '1.5']) {
      expect(fieldErrors(await getProject(id, owner))).toHaveProperty('id');
    }
  });
});

describe('PUT /api/projectCart/{id}', () => {
  it('replaces extra_info with a note, then with an object, and answers the project', async () => {
    const note = 'Tile the kitchen first, then the hall.';
    const response = await putProject(projectId, { extra_info: note }, owner);
    expect(response.statusCode).toBe(200);
    const body = projectResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      message: CART_MESSAGES.projectUpdated,
      data: { id: projectId, extra_info: note },
    });
    expect(projectResponseSchema.parse((await getProject(projectId, owner)).json()).data).toEqual(body.data);

    const room = { name: 'Kitchen refresh', rooms: ['kitchen', 'hall'] };
    const again = projectResponseSchema.parse(
      (await putProject(projectId, { extra_info: room }, owner)).json(),
    );
    expect(again.data.extra_info).toEqual(room);
    expect(await storedExtraInfo(projectId)).toEqual(room);
  });

  it('clears extra_info with null', async () => {
    await putProject(projectId, { extra_info: 'to be cleared' }, owner);
    const cleared = projectResponseSchema.parse(
      (await putProject(projectId, { extra_info: null }, owner)).json(),
    );
    expect(cleared.data.extra_info).toBeNull();
    expect(await storedExtraInfo(projectId)).toBeNull();
  });

  it("answers 404 to another homeowner and leaves the owner's project alone", async () => {
    await putProject(projectId, { extra_info: 'mine' }, owner);
    const response = await putProject(projectId, { extra_info: 'theirs' }, other);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(projectNotFound);
    expect(await storedExtraInfo(projectId)).toBe('mine');
  });

  it.each<[string, object]>([
    ['nothing at all', {}],
    ['only fields it does not know', { name: 'Kitchen' }],
    ['a note past the longest', { extra_info: 'x'.repeat(MAX_EXTRA_INFO_LENGTH + 1) }],
    ['an object too deep', { extra_info: { a: { b: { c: { d: { e: { f: 1 } } } } } } }],
    ['an object too large', { extra_info: { list: Array.from({ length: 101 }, (_, i) => i) } }],
  ])('rejects %s with a 422 on extra_info, changing nothing', async (_label, payload) => {
    await putProject(projectId, { extra_info: 'kept' }, owner);
    expect(fieldErrors(await putProject(projectId, payload, owner))).toHaveProperty('extra_info');
    expect(await storedExtraInfo(projectId)).toBe('kept');
  });

  it('takes a note of the longest length', async () => {
    const note = 'n'.repeat(MAX_EXTRA_INFO_LENGTH);
    expect((await putProject(projectId, { extra_info: note }, owner)).statusCode).toBe(200);
    expect(await storedExtraInfo(projectId)).toBe(note);
  });
});

describe('PUT /api/projectCart/{id} with a design (saving it again)', () => {
  const floorplan = { id: 'kitchen-l', widthFt: 12, depthFt: 10, heightFt: 8 };
  const floorTemplate = { id: null, materials: { floor: 'a1b2c3d4e5' } };

  it('replaces the floorplan and floorTemplate and keeps the notes', async () => {
    await putProject(projectId, { extra_info: 'Tile first.' }, owner);
    const response = await putProject(projectId, { floorplan, floorTemplate }, owner);
    expect(response.statusCode).toBe(200);
    expect(projectResponseSchema.parse(response.json()).data).toMatchObject({
      id: projectId,
      extra_info: 'Tile first.',
      floorplan,
      floorTemplate,
    });
    const again = { ...floorplan, widthFt: 14 };
    await putProject(projectId, { floorplan: again }, owner);
    expect(projectResponseSchema.parse((await getProject(projectId, owner)).json()).data).toMatchObject({
      extra_info: 'Tile first.',
      floorplan: again,
      floorTemplate,
    });
  });

  it("answers 404 to another homeowner's project and to a cart, changing nothing", async () => {
    const response = await putProject(projectId, { floorplan: { id: 'theirs' } }, other);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(projectNotFound);

    const cart = cartOf(await sync(item(kit.piece.sizes[0]!, 1), owner))!;
    const onCart = await putProject(cart.id, { floorplan, floorTemplate }, owner);
    expect(onCart.statusCode).toBe(404);
    expect(onCart.json()).toEqual(projectNotFound);
    const stored = await t.db
      .select({ floorplan: projects.floorplan })
      .from(projects)
      .where(eq(projects.id, cart.id));
    expect(stored[0]?.floorplan).toBeNull();
  });

  it('rejects a design value past the draft limits with a 422 on that field', async () => {
    const tooLong = { name: 'x'.repeat(300) };
    expect(fieldErrors(await putProject(projectId, { floorplan: tooLong }, owner))).toHaveProperty(
      'floorplan',
    );
    expect(fieldErrors(await putProject(projectId, { floorTemplate: tooLong }, owner))).toHaveProperty(
      'floorTemplate',
    );
  });
});
