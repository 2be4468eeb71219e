import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openModuleTestDatabase, userIdOf } from '../../testing/module-test-database.ts';
import { projects } from '../carts/projects-schema.ts';
import { users } from '../identity/users-schema.ts';
import { findProjectAccess, projectParticipantIds } from './project-access.ts';
import { project_designers } from './project-designers-schema.ts';

let database: DatabaseHandle;
const ids = {
  homeowner: 0,
  other: 0,
  contractor: 0,
  designer: 0,
  otherPro: 0,
  vendor: 0,
  project: 0,
  cart: 0,
};

const caller = (id: number, type: (typeof users.$inferSelect)['type']) => ({ id, type });

beforeAll(async () => {
  database = await openModuleTestDatabase();
  const { db } = database;
  ids.homeowner = await userIdOf(database, 'homeowner@showroom.test');
  ids.contractor = await userIdOf(database, 'contractor@showroom.test');
  ids.designer = await userIdOf(database, 'designer@showroom.test');
  ids.vendor = await userIdOf(database, 'vendor@showroom.test');
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.type, 'User'))
    .limit(2)
    .offset(1);
  const [otherPro] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'buildr42@pros.showroom.test'));
  ids.other = other!.id;
  ids.otherPro = otherPro!.id;
  const [project] = await db
    .insert(projects)
    .values({ user_id: ids.homeowner, showroom_id: ids.contractor, name: 'Kitchen' })
    .returning({ id: projects.id });
  const [cart] = await db
    .insert(projects)
    .values({ user_id: ids.homeowner, showroom_id: ids.contractor, is_cart: true })
    .returning({ id: projects.id });
  ids.project = project!.id;
  ids.cart = cart!.id;
});
afterAll(() => database.close());

describe('who takes part in a project', () => {
  it('admits its homeowner only, until it is shared or a designer is hired', async () => {
    const { db } = database;
    expect((await findProjectAccess(db, ids.project, caller(ids.homeowner, 'User')))?.role).toBe('owner');
    for (const [id, type] of [
      [ids.other, 'User'],
      [ids.contractor, 'Contractor'],
      [ids.designer, 'Designer'],
      [ids.vendor, 'Vendor'],
    ] as const) {
      expect(await findProjectAccess(db, ids.project, caller(id, type))).toBeNull();
    }
    expect(await projectParticipantIds(db, ids.project)).toEqual([ids.homeowner]);
  });

  it('admits the showroom’s pro once shared, and no other pro', async () => {
    const { db } = database;
    await db.update(projects).set({ shared_with_pro_at: new Date() }).where(eq(projects.id, ids.project));
    expect((await findProjectAccess(db, ids.project, caller(ids.contractor, 'Contractor')))?.role).toBe(
      'pro',
    );
    expect(await findProjectAccess(db, ids.project, caller(ids.otherPro, 'Contractor'))).toBeNull();
  });

  it('admits a hired designer', async () => {
    const { db } = database;
    await db.insert(project_designers).values({ project_id: ids.project, designer_id: ids.designer });
    expect((await findProjectAccess(db, ids.project, caller(ids.designer, 'Designer')))?.role).toBe(
      'designer',
    );
    expect((await projectParticipantIds(db, ids.project)).sort()).toEqual(
      [ids.homeowner, ids.designer, ids.contractor].sort(),
    );
  });

  it('answers nothing for a cart or a project that does not exist', async () => {
    const { db } = database;
    expect(await findProjectAccess(db, ids.cart, caller(ids.homeowner, 'User'))).toBeNull();
    expect(await findProjectAccess(db, 2_000_000_000, caller(ids.homeowner, 'User'))).toBeNull();
    expect(await projectParticipantIds(db, ids.cart)).toEqual([]);
  });
});
