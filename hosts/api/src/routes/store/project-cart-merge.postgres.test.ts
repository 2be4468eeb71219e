/**
 * Two sign-ins with one visitor cart at the same moment (two tabs, or two API processes: here two
 * connections of the pool on PostgreSQL, where row locks really wait): the visitor's lines are merged
 * into the homeowner's cart once, never twice (decision 0076). Needs DATABASE_URL (the PostgreSQL tier).
 */
import { projectCreatedResponseSchema } from '@showroom/contract/account';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { project_tans } from '../../modules/carts/project-tans-schema.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { product_sizes } from '../../modules/catalog/catalog-schema.ts';
import { cartCalls, cartOf, item, newToken, useCartTestApp } from '../../testing/cart-test-kit.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import { bearer } from '../../testing/test-app.ts';

const ROUNDS = 5;
const kit = useCartTestApp();
const { sync, getCart } = cartCalls(kit);
let user: { token: string; cartId: number };

beforeAll(async () => {
  if (!process.env.DATABASE_URL)
    throw new Error('the merge race needs a PostgreSQL server: set DATABASE_URL');
  await kit.t.db
    .update(product_sizes)
    .set({ stock_qty: 10_000 })
    .where(eq(product_sizes.product_id, kit.piece.product.id));
  const token = await kit.t.tokenFor(await extraHomeownerEmail(kit.t.db, 0));
  user = { token, cartId: cartOf(await sync(item(kit.piece.sizes[0]!, 1), token))!.id };
});

const read = (visitorToken: string) =>
  getCart({ showroom: kit.homepro.userId, temp_project_id: visitorToken }, user.token);
async function attach(visitorToken: string) {
  const created = await kit.t.app.inject({
    method: 'POST',
    url: '/api/projectCart',
    payload: { showroom: kit.homepro.userId, project: { name: 'Bath' } },
    headers: bearer(user.token),
  });
  const projectId = projectCreatedResponseSchema.parse(created.json()).data;
  return kit.t.app.inject({
    method: 'POST',
    url: '/api/projectCart/update_project_cart',
    payload: { re_temp_project_id: visitorToken, project_id: projectId },
    headers: bearer(user.token),
  });
}

const qtys = async () =>
  (
    await kit.t.db
      .select({ qty: project_tans.qty })
      .from(project_tans)
      .where(eq(project_tans.project_id, user.cartId))
      .orderBy(asc(project_tans.id))
  ).map((line) => line.qty);

describe('two sign-ins merging one visitor cart at once', () => {
  it.each([
    ['two cart reads', read, read],
    ['a cart read and update_project_cart', read, attach],
    ['two update_project_cart calls', attach, attach],
  ])(
    '%s: the lines are counted once, and exactly one answer reports the merge',
    async (_label, first, second) => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const before = await qtys();
        const visitorToken = newToken();
        // One line adding to the homeowner's line, one line of its own.
        await sync({ temp_project_id: visitorToken, ...item(kit.piece.sizes[0]!, 2) });
        await sync({ temp_project_id: visitorToken, ...item(kit.piece.sizes[1]!, 1, `Oak`) });

        const answers = await Promise.all([first(visitorToken), second(visitorToken)]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        const reports = answers.map((answer) => {
          const data = (answer.json() as { data: { merged?: unknown } }).data;
          return data.merged;
        });
        expect(reports.filter(Boolean)).toHaveLength(1);

        const after = await qtys();
        expect(after[0]).toBe(before[0]! + 2);
        // The other line moved over once, then added 1 per round: never two lines, never 2 at once.
        expect(after.length).toBe(2);
        expect(after[1]).toBe((before[1] ?? 0) + 1);
        expect(
          await kit.t.db.select().from(projects).where(eq(projects.temp_project_id, visitorToken)),
        ).toEqual([]);
      }
    },
  );
});

describe('a visitor adding to the cart while a sign-in merges it', () => {
  it("never answers 500, and the new line lands in the homeowner's cart or a new visitor cart of the token", async () => {
    const size = kit.piece.sizes[1]!;
    const linesOf = async (projectIds: number[]) =>
      (
        await kit.t.db
          .select({ qty: project_tans.qty, project: project_tans.project_id, colour: project_tans.colour })
          .from(project_tans)
      ).filter((line) => projectIds.includes(line.project) && line.colour === 'Walnut');
    for (let round = 0; round < ROUNDS; round += 1) {
      const visitorToken = newToken();
      await sync({ temp_project_id: visitorToken, ...item(kit.piece.sizes[0]!, 1) });
      const before = (await linesOf([user.cartId])).reduce((sum, line) => sum + line.qty, 0);

      const [merge, add] = await Promise.all([
        read(visitorToken),
        sync({ temp_project_id: visitorToken, ...item(size, 1, 'Walnut') }),
      ]);
      expect([merge.statusCode, add.statusCode]).toEqual([200, 200]);

      const visitorCarts = await kit.t.db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.temp_project_id, visitorToken));
      const after = (await linesOf([user.cartId, ...visitorCarts.map((cart) => cart.id)])).reduce(
        (sum, line) => sum + line.qty,
        0,
      );
      expect(after).toBe(before + 1);
    }
  });
});
