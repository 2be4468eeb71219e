import { attachCartResponseSchema, projectCreatedResponseSchema } from '@showroom/contract/account';
import { type CartMerge, MAX_CART_QTY } from '@showroom/contract/cart';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { project_tans } from '../../modules/carts/project-tans-schema.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { product_sizes } from '../../modules/catalog/catalog-schema.ts';
import {
  cartCalls,
  cartOf,
  item,
  newToken,
  type ProductWithSizes,
  type Size,
  useCartTestApp,
} from '../../testing/cart-test-kit.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import { bearer, type TestApp } from '../../testing/test-app.ts';

/**
 * Signing in with a visitor cart when the homeowner already has a cart (decision 0076): the visitor's
 * lines merge into the homeowner's cart, once, and the answer says what happened.
 */
const kit = useCartTestApp();
const { sync, getCart } = cartCalls(kit);
let t: TestApp;
let piece: ProductWithSizes;
let box: ProductWithSizes;
// The seed has ten extra homeowners; 0 and 1 are the other cart tests' (each test file has its own database).
let nextHomeowner = 2;
beforeAll(() => {
  ({ t, piece, box } = kit);
});

/** A homeowner of their own per test, so carts never mix between tests. */
async function freshHomeowner() {
  const email = await extraHomeownerEmail(t.db, nextHomeowner++);
  return { id: await t.userIdOf(email), token: await t.tokenFor(email) };
}

const setStock = (size: Size, stock: number) =>
  t.db.update(product_sizes).set({ stock_qty: stock }).where(eq(product_sizes.id, size.id));

const lineQtys = (cart: { Project_tans: { size_id: number | null; colour: string | null; qty: number }[] }) =>
  cart.Project_tans.map((line) => [line.size_id, line.colour, line.qty]);

async function cartLineRows(cartId: number) {
  return t.db
    .select()
    .from(project_tans)
    .where(eq(project_tans.project_id, cartId))
    .orderBy(asc(project_tans.id));
}

/** A visitor cart with these items; answers its token and id. */
async function visitorCart(...items: ReturnType<typeof item>[]) {
  const token = newToken();
  let id = 0;
  for (const each of items) id = cartOf(await sync({ temp_project_id: token, ...each }))!.id;
  return { token, id };
}

const visitorCartRow = (token: string) =>
  t.db.select().from(projects).where(eq(projects.temp_project_id, token));

describe('signing in with a visitor cart when the homeowner has a cart', () => {
  it('moves new lines over, adds quantities of the same product, size and colour, and says so once', async () => {
    const user = await freshHomeowner();
    await setStock(piece.sizes[0]!, 100);
    const own = cartOf(await sync(item(piece.sizes[0]!, 2, 'Oak'), user.token))!;
    await sync(item(box.sizes[0]!, 1), user.token);
    const visitor = await visitorCart(item(piece.sizes[0]!, 3, 'Oak'), item(piece.sizes[1]!, 1, 'Walnut'));

    const merged = cartOf(
      await getCart({ showroom: kit.homepro.userId, temp_project_id: visitor.token }, user.token),
    )!;
    expect(merged.id).toBe(own.id);
    expect(lineQtys(merged)).toEqual([
      [piece.sizes[0]!.id, 'Oak', 5],
      [box.sizes[0]!.id, null, 1],
      [piece.sizes[1]!.id, 'Walnut', 1],
    ]);
    expect(merged.merged).toEqual({ added: 1, combined: 1, capped: [] } satisfies CartMerge);
    // The visitor cart is gone: nothing is counted twice, and the next read says nothing more.
    expect(await visitorCartRow(visitor.token)).toEqual([]);
    expect(await t.db.select().from(projects).where(eq(projects.id, visitor.id))).toEqual([]);
    const again = cartOf(
      await getCart({ showroom: kit.homepro.userId, temp_project_id: visitor.token }, user.token),
    )!;
    expect(again.id).toBe(own.id);
    expect(again.merged).toBeUndefined();
    expect(lineQtys(again)).toEqual(lineQtys(merged));
  });

  it("holds a combined line to the size's stock, or to the most a line holds, and names it", async () => {
    const user = await freshHomeowner();
    await setStock(piece.sizes[0]!, 4);
    await setStock(box.sizes[0]!, 50_000);
    const own = cartOf(await sync(item(piece.sizes[0]!, 3), user.token))!;
    await sync(item(box.sizes[0]!, 9_000), user.token);
    const visitor = await visitorCart(item(piece.sizes[0]!, 2), item(box.sizes[0]!, 2_000));

    const merged = cartOf(
      await sync({ temp_project_id: visitor.token, ...item(piece.sizes[1]!, 1) }, user.token),
    )!;
    expect(merged.id).toBe(own.id);
    expect(lineQtys(merged)).toEqual([
      [piece.sizes[0]!.id, null, 4],
      [box.sizes[0]!.id, null, MAX_CART_QTY],
      [piece.sizes[1]!.id, null, 1],
    ]);
    expect(merged.merged).toEqual({
      added: 0,
      combined: 2,
      capped: [
        { product_id: piece.product.id, name: piece.product.name, qty: 4, by: 'stock' },
        { product_id: box.product.id, name: box.product.name, qty: MAX_CART_QTY, by: 'limit' },
      ],
    } satisfies CartMerge);
  });

  it('never lowers a line the homeowner already had above the stock', async () => {
    const user = await freshHomeowner();
    await setStock(piece.sizes[0]!, 2);
    await sync(item(piece.sizes[0]!, 6), user.token);
    const visitor = await visitorCart(item(piece.sizes[0]!, 1));
    const merged = cartOf(
      await getCart({ showroom: kit.homepro.userId, temp_project_id: visitor.token }, user.token),
    )!;
    expect(lineQtys(merged)).toEqual([[piece.sizes[0]!.id, null, 6]]);
    expect(merged.merged?.capped).toEqual([
      { product_id: piece.product.id, name: piece.product.name, qty: 6, by: 'stock' },
    ]);
  });

  it('does not reuse the visitor cart: its token later starts a new visitor cart', async () => {
    const user = await freshHomeowner();
    const own = cartOf(await sync(item(piece.sizes[0]!, 1), user.token))!;
    const visitor = await visitorCart(item(box.sizes[0]!, 2));
    await getCart({ showroom: kit.homepro.userId, temp_project_id: visitor.token }, user.token);

    // Signed out again in the same browser: the old token shows no cart, and an add starts afresh.
    expect(
      cartOf(await getCart({ showroom: kit.homepro.userId, temp_project_id: visitor.token })),
    ).toBeNull();
    const fresh = cartOf(await sync({ temp_project_id: visitor.token, ...item(piece.sizes[1]!, 1) }))!;
    expect(fresh.id).not.toBe(own.id);
    expect(lineQtys(fresh)).toEqual([[piece.sizes[1]!.id, null, 1]]);
    expect((await cartLineRows(own.id)).map((line) => line.qty)).toEqual([1, 2]);
  });

  it("leaves other homeowners' carts alone and ignores a token naming another homeowner's cart", async () => {
    const a = await freshHomeowner();
    const b = await freshHomeowner();
    const aCart = cartOf(await sync(item(piece.sizes[0]!, 1), a.token))!;
    const bToken = newToken();
    const bCart = cartOf(await sync({ temp_project_id: bToken, ...item(box.sizes[0]!, 3) }, b.token))!;
    const visitor = await visitorCart(item(piece.sizes[1]!, 2));

    const seen = cartOf(await getCart({ showroom: kit.homepro.userId, temp_project_id: bToken }, a.token))!;
    expect(seen.id).toBe(aCart.id);
    expect(seen.merged).toBeUndefined();
    const merged = cartOf(
      await getCart({ showroom: kit.homepro.userId, temp_project_id: visitor.token }, a.token),
    )!;
    expect(merged.id).toBe(aCart.id);
    expect((await cartLineRows(bCart.id)).map((line) => [line.size_id, line.qty])).toEqual([
      [box.sizes[0]!.id, 3],
    ]);
    const [bRow] = await t.db.select().from(projects).where(eq(projects.id, bCart.id));
    expect(bRow?.user_id).toBe(b.id);
  });

  it('merges an empty visitor cart to nothing: the cart goes, the answer says nothing', async () => {
    const user = await freshHomeowner();
    const own = cartOf(await sync(item(piece.sizes[0]!, 1), user.token))!;
    const visitor = await visitorCart(item(box.sizes[0]!, 1));
    const [line] = await cartLineRows(visitor.id);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/destroy/${line!.id}`,
      query: { showroom: String(kit.homepro.userId), temp_project_id: visitor.token },
    });
    const seen = cartOf(
      await getCart({ showroom: kit.homepro.userId, temp_project_id: visitor.token }, user.token),
    )!;
    expect(seen.id).toBe(own.id);
    expect(seen.merged).toBeUndefined();
    expect(await visitorCartRow(visitor.token)).toEqual([]);
  });
});

describe('update_project_cart after a merge', () => {
  const createProject = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/projectCart',
      payload: { showroom: kit.homepro.userId, project: { name: 'Bath' } },
      headers: bearer(token),
    });
  const attach = (token: string, payload: { re_temp_project_id: string; project_id: number }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/projectCart/update_project_cart',
      payload,
      headers: bearer(token),
    });

  it("merges, ties the homeowner's cart to the project and answers the merge; a retry or a raced read changes nothing", async () => {
    const user = await freshHomeowner();
    const own = cartOf(await sync(item(piece.sizes[0]!, 1), user.token))!;
    const visitor = await visitorCart(item(box.sizes[0]!, 2));
    const projectId = projectCreatedResponseSchema.parse((await createProject(user.token)).json()).data;

    const payload = { re_temp_project_id: visitor.token, project_id: projectId };
    const first = attachCartResponseSchema.parse((await attach(user.token, payload)).json());
    expect(first.data).toEqual({
      cart_id: own.id,
      project_id: projectId,
      merged: { added: 1, combined: 0, capped: [] },
    });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, own.id));
    expect(row).toMatchObject({ user_id: user.id, attached_project_id: projectId, is_cart: true });

    // The sign-in's own cart read may have merged first: the token then names no cart, and the
    // homeowner's cart is the one tied, with nothing merged twice.
    const retry = await attach(user.token, payload);
    expect(retry.statusCode).toBe(200);
    expect(attachCartResponseSchema.parse(retry.json()).data).toEqual({
      cart_id: own.id,
      project_id: projectId,
    });
    expect((await cartLineRows(own.id)).map((line) => line.qty)).toEqual([1, 2]);
  });
});
