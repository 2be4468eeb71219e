import { CART_MESSAGES } from '@showroom/contract/cart';
import {
  PROJECT_PAGE_MESSAGES,
  projectDetailsResponseSchema,
  projectRoomResponseSchema,
  projectSummaryResponseSchema,
  type StyleProfile,
} from '@showroom/contract/projects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { project_rooms } from '../../modules/carts/project-rooms-schema.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { users } from '../../modules/identity/users-schema.ts';
import { project_designers } from '../../modules/project-access/index.ts';
import { fieldErrors } from '../../testing/cart-test-kit.ts';
import { showroomByVsdId } from '../../testing/catalog-fixtures.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
const tokens = { owner: '', other: '', contractor: '', designer: '', vendor: '' };
let projectId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  const { logins } = DEMO_ACCOUNTS;
  tokens.owner = await t.tokenFor(logins.homeowner.email);
  tokens.other = await t.tokenFor(await extraHomeownerEmail(t.db, 4));
  tokens.contractor = await t.tokenFor(logins.contractor.email);
  tokens.designer = await t.tokenFor(logins.designer.email);
  tokens.vendor = await t.tokenFor(logins.vendor.email);
  const showroom = (await showroomByVsdId(t.db, 'HOMEPRO1')).userId;
  const created = await call('POST', '/api/projects', tokens.owner, {
    name: 'Kitchen refresh',
    room_type: 'Kitchen',
    budget: 20000,
    zip: '94110',
    showroom,
  });
  projectId = projectSummaryResponseSchema.parse(created.json()).data.id;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}
const notFound = { message: CART_MESSAGES.projectNotFound };
const details = async (token = tokens.owner) =>
  projectDetailsResponseSchema.parse((await call('GET', `/api/projects/${projectId}`, token)).json()).data;

describe('a project’s page', () => {
  it('shows its homeowner the facts, rooms and role', async () => {
    expect(await details()).toMatchObject({
      id: projectId,
      name: 'Kitchen refresh',
      budget_cents: 2_000_000,
      rooms: [],
      role: 'owner',
      shared_with_pro: false,
      extra_info: null,
      style_profile: null,
    });
  });

  it('is 404 "Project not found." to another homeowner, the pro before sharing, a vendor and an unhired designer, as for no project', async () => {
    for (const token of [tokens.other, tokens.contractor, tokens.vendor, tokens.designer]) {
      const response = await call('GET', `/api/projects/${projectId}`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await call('GET', '/api/projects/2000000000', tokens.owner)).json()).toEqual(notFound);
  });

  it('opens to the showroom’s pro once shared and to a hired designer, who read but do not change it', async () => {
    await t.db.update(projects).set({ shared_with_pro_at: new Date() }).where(eq(projects.id, projectId));
    const [designer] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.logins.designer.email));
    await t.db.insert(project_designers).values({ project_id: projectId, designer_id: designer!.id });
    expect((await details(tokens.contractor)).role).toBe('pro');
    expect((await details(tokens.designer)).role).toBe('designer');
    for (const token of [tokens.contractor, tokens.designer]) {
      expect((await call('PUT', `/api/projects/${projectId}`, token, { name: 'Mine now' })).statusCode).toBe(
        404,
      );
      expect(
        (await call('POST', `/api/projects/${projectId}/rooms`, token, { name: 'Hall' })).statusCode,
      ).toBe(404);
    }
    expect((await details()).name).toBe('Kitchen refresh');
  });

  it('takes the homeowner’s changes to its facts, with the server’s message; 422 keeps the rest', async () => {
    const response = await call('PUT', `/api/projects/${projectId}`, tokens.owner, {
      budget: 25000,
      zip: '10001',
    });
    const answer = projectDetailsResponseSchema.parse(response.json());
    expect(answer.message).toBe(PROJECT_PAGE_MESSAGES.projectSaved);
    expect(answer.data).toMatchObject({ name: 'Kitchen refresh', budget_cents: 2_500_000, zip: '10001' });
    expect(
      Object.keys(fieldErrors(await call('PUT', `/api/projects/${projectId}`, tokens.owner, { zip: 'x' }))),
    ).toEqual(['zip']);
    expect(fieldErrors(await call('PUT', `/api/projects/${projectId}`, tokens.owner, {}))).toHaveProperty(
      'name',
    );
    expect((await details()).zip).toBe('10001');
  });
});

describe('a project without a name, as its pro sees it (decision 0115)', () => {
  it('is shown by its room and homeowner’s first name, and with the homeowner’s style when the project has none', async () => {
    const owner = DEMO_ACCOUNTS.logins.homeowner;
    const ownerId = await t.userIdOf(owner.email);
    const showroom = (await showroomByVsdId(t.db, 'HOMEPRO1')).userId;
    const [cartProject] = await t.db
      .insert(projects)
      .values({
        user_id: ownerId,
        showroom_id: showroom,
        is_cart: false,
        room_type: 'Bathroom',
        shared_with_pro_at: new Date(),
      })
      .returning({ id: projects.id });
    const style: StyleProfile = { tags: ['Coastal', 'Modern'] };
    await t.db.update(users).set({ style_profile: style }).where(eq(users.id, ownerId));
    const read = async (token: string) =>
      projectDetailsResponseSchema.parse(
        (await call('GET', `/api/projects/${cartProject!.id}`, token)).json(),
      ).data;

    const pros = await read(tokens.contractor);
    expect(pros.display_name).toBe(`${owner.first_name}’s Bathroom`);
    expect(pros.style_profile?.tags).toEqual(style.tags);
    // The homeowner's own page shows the project's profile, which their survey link sets.
    expect((await read(tokens.owner)).style_profile).toBeNull();
    await t.db.update(projects).set({ room_type: null }).where(eq(projects.id, cartProject!.id));
    expect((await read(tokens.contractor)).display_name).toBe(`Project #${cartProject!.id}`);
    await t.db.update(users).set({ style_profile: null }).where(eq(users.id, ownerId));
  });
});

describe('a project’s rooms', () => {
  it('are added in order, renamed and removed by the homeowner', async () => {
    const added = await call('POST', `/api/projects/${projectId}/rooms`, tokens.owner, {
      name: 'Kitchen',
      room_type: 'Kitchen',
    });
    expect(added.statusCode).toBe(201);
    const kitchen = projectRoomResponseSchema.parse(added.json());
    expect(kitchen.message).toBe(PROJECT_PAGE_MESSAGES.roomAdded);
    const pantry = projectRoomResponseSchema.parse(
      (await call('POST', `/api/projects/${projectId}/rooms`, tokens.owner, { name: 'Pantry' })).json(),
    ).data;
    expect(pantry.position).toBe(kitchen.data.position + 1);

    const renamed = await call('PUT', `/api/projects/${projectId}/rooms/${pantry.id}`, tokens.owner, {
      name: 'Larder',
    });
    expect(projectRoomResponseSchema.parse(renamed.json()).data.name).toBe('Larder');
    expect((await details()).rooms.map((room) => room.name)).toEqual(['Kitchen', 'Larder']);

    const removed = await call('DELETE', `/api/projects/${projectId}/rooms/${pantry.id}`, tokens.owner);
    expect(removed.json()).toEqual({ success: true, message: PROJECT_PAGE_MESSAGES.roomRemoved, data: null });
    expect((await details()).rooms.map((room) => room.name)).toEqual(['Kitchen']);
    expect(
      (await call('DELETE', `/api/projects/${projectId}/rooms/${pantry.id}`, tokens.owner)).statusCode,
    ).toBe(404);
  });

  it('answers 422 on a blank name, and stop at the most a project holds', async () => {
    expect(
      fieldErrors(await call('POST', `/api/projects/${projectId}/rooms`, tokens.owner, { name: '  ' })),
    ).toHaveProperty('name');
    const room = { project_id: projectId, name: 'Spare' };
    const have = await t.db.$count(project_rooms, eq(project_rooms.project_id, projectId));
    await t.db
      .insert(project_rooms)
      .values(Array.from({ length: 30 - have }, (_, index) => ({ ...room, position: 100 + index })));
    expect(
      fieldErrors(await call('POST', `/api/projects/${projectId}/rooms`, tokens.owner, { name: 'One more' }))
        .name,
    ).toEqual([PROJECT_PAGE_MESSAGES.tooManyRooms]);
  });

  it('of one project cannot be changed through another', async () => {
    const [room] = await t.db
      .select({ id: project_rooms.id })
      .from(project_rooms)
      .where(eq(project_rooms.project_id, projectId))
      .limit(1);
    const mine = projectSummaryResponseSchema.parse(
      (
        await call('POST', '/api/projects', tokens.other, {
          name: 'Bath',
          room_type: 'Bathroom',
          zip: '94110',
        })
      ).json(),
    ).data;
    expect(
      (await call('PUT', `/api/projects/${mine.id}/rooms/${room!.id}`, tokens.other, { name: 'Taken' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/projects/${projectId}/rooms/${room!.id}`, tokens.other)).json(),
    ).toEqual(notFound);
  });
});
