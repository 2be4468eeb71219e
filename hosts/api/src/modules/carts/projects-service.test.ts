import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { ChangeNotices } from '../../providers/change-notices/change-notices.ts';
import { showroomByVsdId } from '../../testing/catalog-fixtures.ts';
import { openModuleTestDatabase, userIdOf } from '../../testing/module-test-database.ts';
import { TEST_PLATFORM_ORIGIN } from '../../testing/test-app.ts';
import { TestClock } from '../../testing/test-clock.ts';
import { categories, product_sizes, products } from '../catalog/catalog-schema.ts';
import { type CatalogService, createCatalogService, type ShowroomContext } from '../catalog/index.ts';
import { createProjectsService, type ProjectsService } from './index.ts';

let database: DatabaseHandle;
let catalog: CatalogService;
let carts: ProjectsService;
let showroomId: number;
let showroom: ShowroomContext;
let size: typeof product_sizes.$inferSelect;
beforeAll(async () => {
  database = await openModuleTestDatabase();
  const { db } = database;
  catalog = createCatalogService({
    db,
    platformOrigin: TEST_PLATFORM_ORIGIN,
    notices: new ChangeNotices(false),
  });
  carts = createProjectsService({ db, clock: new TestClock(), catalog });
  const homepro = await showroomByVsdId(db, 'HOMEPRO1');
  showroomId = homepro.userId;
  showroom = await catalog.showrooms.resolve(showroomId);
  const [carried] = await db
    .select({ size: product_sizes })
    .from(product_sizes)
    .innerJoin(products, eq(products.id, product_sizes.product_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(inArray(categories.parent_id, homepro.topCategoryIds))
    .orderBy(asc(product_sizes.id))
    .limit(1);
  size = carried!.size;
});
afterAll(() => database.close());

const line = (qty: number) => ({ product_id: size.product_id, size_id: size.id, colour: null, qty });

describe('the carts service', () => {
  it("keeps a visitor's cart under their token, apart from everyone else's", async () => {
    const visitor = { userId: null, token: randomUUID() };
    expect(await carts.cartOf(visitor)).toBeNull();
    const cart = await carts.addToCart(visitor, showroomId, showroom, line(2));
    expect(cart?.showroom).toBe(showroomId);
    expect(cart?.Project_tans.map((tan) => tan.qty)).toEqual([2]);
    expect((await carts.cartOf(visitor))?.id).toBe(cart?.id);
    expect(await carts.cartOf({ userId: null, token: randomUUID() })).toBeNull();
  });

  it("changes a line's quantity and removes it, for the cart's owner only", async () => {
    const homeowner = {
      userId: await userIdOf(database, DEMO_ACCOUNTS.logins.homeowner.email),
      token: undefined,
    };
    const cart = await carts.addToCart(homeowner, showroomId, showroom, line(1));
    const lineId = cart!.Project_tans[0]!.id;
    expect(await carts.setLineQty({ userId: null, token: randomUUID() }, lineId, 5)).toBeNull();
    expect((await carts.setLineQty(homeowner, lineId, 3))?.Project_tans.map((tan) => tan.qty)).toEqual([3]);
    expect((await carts.removeLine(homeowner, lineId))?.Project_tans).toEqual([]);
  });
});
