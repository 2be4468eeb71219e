import { MESSAGES, validationErrorSchema } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  authUserResponseSchema,
  DRAFT_VALUE_LIMITS,
  draftValueMessage,
  projectCreatedResponseSchema,
} from '@showroom/contract/account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

const { homeowner, unverified, contractor } = DEMO_ACCOUNTS.logins;
let t: TestApp;
let token: string;
let otherToken: string;
let showroom: number;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  token = await t.tokenFor(homeowner.email);
  otherToken = await t.tokenFor(unverified.email);
  showroom = await t.userIdOf(contractor.email);
});
afterAll(() => t.close());

const draft = () => ({
  showroom,
  floorplan: { id: 3, name: 'L-shaped kitchen' },
  floorTemplate: { id: 12, style: 'Modern' },
  project: { name: 'Kitchen refresh' },
});
const createProject = (payload: object, auth = token) =>
  t.app.inject({ method: 'POST', url: '/api/projectCart', payload, headers: bearer(auth) });
const attach = (payload: object, auth = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/projectCart/update_project_cart',
    payload,
    headers: bearer(auth),
  });

async function visitorCart(tempId: string): Promise<number> {
  const [row] = await t.db
    .insert(projects)
    .values({ is_cart: true, temp_project_id: tempId, showroom_id: showroom })
    .returning({ id: projects.id });
  return row!.id;
}

describe('POST /api/projectCart (from the saved draft)', () => {
  it('creates a project for the user and answers its id', async () => {
    const response = await createProject(draft());
    expect(response.statusCode).toBe(201);
    const body = projectCreatedResponseSchema.parse(response.json());
    expect(body.message).toBe(ACCOUNT_MESSAGES.projectCreated);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, body.data));
    expect(row).toMatchObject({
      user_id: await t.userIdOf(homeowner.email),
      showroom_id: showroom,
      is_cart: false,
      floorplan: { id: 3, name: 'L-shaped kitchen' },
      floor_template: { id: 12, style: 'Modern' },
      extra_info: { name: 'Kitchen refresh' },
    });
    const me = authUserResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/authuser', headers: bearer(token) })).json(),
    );
    expect(me.data.total_projects).toBeGreaterThanOrEqual(1);
  });

  it('refuses a showroom that is not an active pro', async () => {
    const cases = [
      await t.userIdOf('closed01@pros.showroom.test'),
      await t.userIdOf(homeowner.email),
      999_999,
    ];
    for (const id of cases) {
      const response = await createProject({ ...draft(), showroom: id });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: ACCOUNT_MESSAGES.showroomInvalid,
        errors: { showroom: [ACCOUNT_MESSAGES.showroomInvalid] },
      });
    }
  });

  it.each([
    ['missing showroom', { showroom: undefined }],
    ['non-numeric showroom', { showroom: 'abc' }],
    ['zero showroom', { showroom: 0 }],
  ])('rejects a %s with a 422', async (_label, overrides) => {
    const response = await createProject({ ...draft(), ...overrides });
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors.showroom?.length).toBeGreaterThan(0);
  });

  const deep = (levels: number): unknown => (levels === 0 ? 1 : { next: deep(levels - 1) });
  it.each([
    ['floorplan', 'a long text', { floorplan: 'x'.repeat(DRAFT_VALUE_LIMITS.maxTextLength + 1) }],
    ['floorplan', 'a huge number', { floorplan: 1e300 }],
    ['floorTemplate', 'a number past the range', { floorTemplate: { id: DRAFT_VALUE_LIMITS.maxNumber + 1 } }],
    [
      'project',
      'a long list',
      { project: Array.from({ length: DRAFT_VALUE_LIMITS.maxEntries + 1 }, () => 1) },
    ],
    ['project', 'deep nesting', { project: deep(DRAFT_VALUE_LIMITS.maxDepth + 1) }],
    ['project', 'a long key', { project: { ['k'.repeat(DRAFT_VALUE_LIMITS.maxTextLength + 1)]: 1 } }],
    [
      'floorplan',
      'many texts adding up past the JSON cap',
      { floorplan: Array.from({ length: 40 }, () => 'x'.repeat(DRAFT_VALUE_LIMITS.maxTextLength)) },
    ],
  ])('refuses a %s with %s and stores nothing', async (field, _label, overrides) => {
    const before = await t.db.$count(projects);
    const response = await createProject({ ...draft(), ...overrides });
    expect(response.statusCode).toBe(422);
    const label = field === 'floorTemplate' ? 'floor template' : field;
    expect(validationErrorSchema.parse(response.json()).errors).toEqual({
      [field]: [draftValueMessage(label)],
    });
    expect(await t.db.$count(projects)).toBe(before);
  });

  it('keeps accepting ids, names and small objects at the limits', async () => {
    const response = await createProject({
      ...draft(),
      floorplan: DRAFT_VALUE_LIMITS.maxNumber,
      floorTemplate: 'x'.repeat(DRAFT_VALUE_LIMITS.maxTextLength),
      project: deep(DRAFT_VALUE_LIMITS.maxDepth),
    });
    expect(response.statusCode).toBe(201);
  });

  it('needs a sign-in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/projectCart', payload: draft() });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/projectCart/update_project_cart', () => {
  it("gives the visitor's cart to the user and ties it to the user's project", async () => {
    const projectId = projectCreatedResponseSchema.parse((await createProject(draft())).json()).data;
    const cartId = await visitorCart('tmp-cart-1');
    const response = await attach({ re_temp_project_id: 'tmp-cart-1', project_id: String(projectId) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: ACCOUNT_MESSAGES.cartAttached,
      data: { cart_id: cartId, project_id: projectId },
    });
    const [cart] = await t.db.select().from(projects).where(eq(projects.id, cartId));
    expect(cart).toMatchObject({
      user_id: await t.userIdOf(homeowner.email),
      attached_project_id: projectId,
      is_cart: true,
    });
    // A retry of the same call is harmless.
    expect((await attach({ re_temp_project_id: 'tmp-cart-1', project_id: projectId })).statusCode).toBe(200);
  });

  it("answers 404 for a cart another user already has, an unknown cart of a user with none, or another user's project", async () => {
    const mine = projectCreatedResponseSchema.parse((await createProject(draft())).json()).data;
    const theirs = projectCreatedResponseSchema.parse((await createProject(draft(), otherToken)).json()).data;
    const cartless = await t.tokenFor(await extraHomeownerEmail(t.db));
    const cartlessProject = projectCreatedResponseSchema.parse(
      (await createProject(draft(), cartless)).json(),
    ).data;
    await visitorCart('tmp-cart-2');
    expect(
      (await attach({ re_temp_project_id: 'tmp-cart-2', project_id: theirs }, otherToken)).statusCode,
    ).toBe(200);
    for (const [payload, auth] of [
      [{ re_temp_project_id: 'tmp-cart-2', project_id: mine }, token],
      [{ re_temp_project_id: 'no-such-cart', project_id: cartlessProject }, cartless],
    ] as const) {
      const response = await attach(payload, auth);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFoundFallback });
    }
    await visitorCart('tmp-cart-3');
    expect((await attach({ re_temp_project_id: 'tmp-cart-3', project_id: theirs })).statusCode).toBe(404);
    const [cart] = await t.db.select().from(projects).where(eq(projects.temp_project_id, 'tmp-cart-3'));
    expect(cart?.user_id).toBeNull();
  });

  it('does not attach to a cart in place of a project', async () => {
    const cartId = await visitorCart('tmp-cart-4');
    await visitorCart('tmp-cart-5');
    expect((await attach({ re_temp_project_id: 'tmp-cart-5', project_id: cartId })).statusCode).toBe(404);
  });

  it.each([
    ['missing temp id', { project_id: 1 }, 're_temp_project_id'],
    ['overlong temp id', { re_temp_project_id: 'x'.repeat(65), project_id: 1 }, 're_temp_project_id'],
    ['non-numeric project id', { re_temp_project_id: 'tmp', project_id: 'abc' }, 'project_id'],
    ['missing project id', { re_temp_project_id: 'tmp' }, 'project_id'],
  ])('rejects a %s with a 422', async (_label, payload, field) => {
    const response = await attach(payload);
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors[field]?.length).toBeGreaterThan(0);
  });

  it('needs a sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/projectCart/update_project_cart',
      payload: { re_temp_project_id: 'tmp', project_id: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});
