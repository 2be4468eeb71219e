import { CART_MESSAGES } from '@showroom/contract/cart';
import {
  PROJECT_PAGE_MESSAGES,
  projectListResponseSchema,
  projectSummaryResponseSchema,
  styleProfileResponseSchema,
} from '@showroom/contract/projects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { users } from '../../modules/identity/users-schema.ts';
import { fieldErrors } from '../../testing/cart-test-kit.ts';
import { showroomByVsdId } from '../../testing/catalog-fixtures.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: string;
let other: string;
let showroom: number;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  owner = await t.tokenFor(DEMO_ACCOUNTS.logins.homeowner.email);
  other = await t.tokenFor(await extraHomeownerEmail(t.db, 3));
  showroom = (await showroomByVsdId(t.db, 'HOMEPRO1')).userId;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const kitchen = { name: 'Kitchen refresh', room_type: 'Kitchen', budget: 18500.5, zip: '94110' };

describe('POST /api/projects', () => {
  it('creates the homeowner’s project in their showroom, budget in cents, with the server’s message', async () => {
    const response = await call('POST', '/api/projects', owner, { ...kitchen, showroom });
    expect(response.statusCode).toBe(201);
    const answer = projectSummaryResponseSchema.parse(response.json());
    expect(answer.message).toBe(PROJECT_PAGE_MESSAGES.projectCreated);
    expect(answer.data).toMatchObject({
      name: 'Kitchen refresh',
      room_type: 'Kitchen',
      budget_cents: 1_850_050,
      zip: '94110',
      design_path: null,
      room_count: 0,
    });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, answer.data.id));
    expect(row).toMatchObject({ showroom_id: showroom, is_cart: false });
  });

  it('answers 422 with every field’s error and stores nothing', async () => {
    const before = await t.db.$count(projects);
    const errors = fieldErrors(
      await call('POST', '/api/projects', owner, { name: ' ', room_type: 'Garage', budget: -1, zip: '941' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['budget', 'name', 'room_type', 'zip']);
    expect(
      fieldErrors(await call('POST', '/api/projects', owner, { ...kitchen, budget: 10.001 })).budget,
    ).toEqual(['The budget field must have at most two decimals.']);
    expect(await t.db.$count(projects)).toBe(before);
  });

  it('refuses a showroom that is no active pro’s', async () => {
    const homeownerId = (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_ACCOUNTS.logins.homeowner.email))
    )[0]!.id;
    expect(
      fieldErrors(await call('POST', '/api/projects', owner, { ...kitchen, showroom: homeownerId })).showroom,
    ).toBeDefined();
  });
});

describe('GET /api/projects', () => {
  it('lists the homeowner’s projects, newest first, and never a cart or another homeowner’s', async () => {
    await call('POST', '/api/projects', other, {
      ...kitchen,
      name: 'Someone else’s bath',
      room_type: 'Bathroom',
    });
    await t.db.insert(projects).values({ user_id: await ownerId(), is_cart: true });
    await call('POST', '/api/projects', owner, {
      ...kitchen,
      name: 'Patio',
      room_type: 'Outdoor',
      budget: null,
    });
    const answer = projectListResponseSchema.parse((await call('GET', '/api/projects', owner)).json());
    expect(answer.data.map((project) => project.name)).toEqual(['Patio', 'Kitchen refresh']);
    expect(answer.data[0]?.budget_cents).toBeNull();
  });

  it('gives a saved visualizer design its address, naming the project', async () => {
    const [design] = await t.db
      .insert(projects)
      .values({
        user_id: await ownerId(),
        showroom_id: showroom,
        floorplan: { id: 'kitchen-l-classic', widthFt: 14, depthFt: 12, heightFt: 9 },
        floor_template: { id: 'kitchen-l-classic-coastal-white', materials: { floor: '0123456789abcdef' } },
      })
      .returning({ id: projects.id });
    const answer = projectListResponseSchema.parse((await call('GET', '/api/projects', owner)).json());
    expect(answer.data.find((project) => project.id === design!.id)?.design_path).toBe(
      `/visualize?plan=kitchen-l-classic&template=kitchen-l-classic-coastal-white&w=14&d=12&h=9&m=floor.0123456789abcdef&project=${design!.id}`,
    );
  });
});

async function ownerId(): Promise<number> {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.logins.homeowner.email));
  return row!.id;
}

describe('the style profile', () => {
  const profile = { tags: ['Scandinavian', 'Coastal'], palette: 'whites-and-sand', materials: ['oak'] };

  it('is null until the survey is taken, then stored on the homeowner', async () => {
    const before = styleProfileResponseSchema.parse((await call('GET', '/api/style_profile', other)).json());
    expect(before.data).toBeNull();
    const saved = await call('PUT', '/api/style_profile', other, { profile });
    expect(saved.statusCode).toBe(200);
    expect(styleProfileResponseSchema.parse(saved.json()).message).toBe(PROJECT_PAGE_MESSAGES.surveySaved);
    expect(
      styleProfileResponseSchema.parse((await call('GET', '/api/style_profile', other)).json()).data,
    ).toEqual(profile);
  });

  it('is stored on the homeowner’s project too, and on no one else’s', async () => {
    const created = projectSummaryResponseSchema.parse(
      (await call('POST', '/api/projects', owner, kitchen)).json(),
    ).data;
    expect(
      (await call('PUT', '/api/style_profile', owner, { profile, project_id: created.id })).statusCode,
    ).toBe(200);
    const [row] = await t.db
      .select({ profile: projects.style_profile })
      .from(projects)
      .where(eq(projects.id, created.id));
    expect(row?.profile).toEqual(profile);
    // A project made after the survey starts from the homeowner's profile.
    const later = projectSummaryResponseSchema.parse(
      (await call('POST', '/api/projects', owner, kitchen)).json(),
    ).data;
    const [laterRow] = await t.db
      .select({ profile: projects.style_profile })
      .from(projects)
      .where(eq(projects.id, later.id));
    expect(laterRow?.profile).toEqual(profile);

    const refused = await call('PUT', '/api/style_profile', other, {
      profile: { tags: ['Rustic'] },
      project_id: created.id,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: CART_MESSAGES.projectNotFound });
    expect(
      styleProfileResponseSchema.parse((await call('GET', '/api/style_profile', other)).json()).data,
    ).toEqual(profile);
  });

  it('answers 422 on styles outside the list or too many of them', async () => {
    expect(
      fieldErrors(await call('PUT', '/api/style_profile', owner, { profile: { tags: ['Gothic'] } })),
    ).toHaveProperty(['profile.tags.0']);
    const many = { tags: ['Modern', 'Rustic', 'Coastal', 'Bohemian'] };
    expect(fieldErrors(await call('PUT', '/api/style_profile', owner, { profile: many }))).toHaveProperty([
      'profile.tags',
    ]);
  });
});
