import { randomUUID } from 'node:crypto';
import { MESSAGES, validationErrorSchema } from '@showroom/contract';
import { SHOWROOM_INVALID } from '@showroom/contract/account';
import {
  CART_FIELD_MESSAGES,
  CART_ITEM_ADDED,
  CART_NOT_FOUND,
  cartItemCount,
  MAX_CART_QTY,
  type ProjectCart,
  projectCartResponseSchema,
} from '@showroom/contract/cart';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, product_sizes, products, project_tans, projects } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { RATE_LIMITS } from '../services/auth/rate-limits.ts';
import { shownPrice } from '../services/pricing.ts';
import {
  expectShownPrices,
  type ShowroomFixture,
  showroomByVsdId,
  showroomMissingACategory,
} from '../testing/catalog-fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';

const { homeowner, unverified, admin, deactivated } = DEMO_ACCOUNTS.logins;
type Size = typeof product_sizes.$inferSelect;
type Product = typeof products.$inferSelect;

let t: TestApp;
let homepro: ShowroomFixture;
let studio: ShowroomFixture;
/** A Piece product with at least two sizes, and a Box product. */
let piece: { product: Product; sizes: Size[] };
let box: { product: Product; sizes: Size[] };
beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  homepro = await showroomByVsdId(t.db, 'HOMEPRO1');
  studio = await showroomByVsdId(t.db, 'STUDIO88');
  const withSizes = async (unit: 'Box' | 'Piece') => {
    const [row] = await t.db
      .select({ product: products })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.category_id))
      .where(
        and(
          eq(categories.unit, unit),
          sql`(select count(*) from ${product_sizes} where ${product_sizes.product_id} = ${products.id}) >= 2`,
        ),
      )
      .orderBy(asc(products.id))
      .limit(1);
    if (!row) throw new Error(`no ${unit} product with two sizes`);
    const sizes = await t.db
      .select()
      .from(product_sizes)
      .where(eq(product_sizes.product_id, row.product.id))
      .orderBy(asc(product_sizes.wholesale_price), asc(product_sizes.id));
    return { product: row.product, sizes };
  };
  piece = await withSizes('Piece');
  box = await withSizes('Box');
  // The colours the tests pick: a line's colour must be one the product is made in.
  await t.db
    .update(products)
    .set({
      colours: [
        { name: 'Oak', hex: '#b08050' },
        { name: 'Walnut', hex: '#5b3a29' },
      ],
    })
    .where(eq(products.id, piece.product.id));
});
afterAll(() => t.close());

/** A fresh cart token, made the way the browser makes it. */
const newToken = () => randomUUID();

const sync = (payload: object, auth?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/projectCart/sync_to_cart',
    payload: { showroom: homepro.userId, action: 'cart', ...payload },
    ...(auth ? { headers: bearer(auth) } : {}),
  });
const getCart = (query: Record<string, string | number>, auth?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/projectCart',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    ...(auth ? { headers: bearer(auth) } : {}),
  });
const cartOf = (response: { json(): unknown }): ProjectCart | null =>
  projectCartResponseSchema.parse(response.json()).data;
const item = (size: Size, qty: number, colour: string | null = null) => ({
  product_id: size.product_id,
  size_id: size.id,
  colour,
  qty,
});
const fieldErrors = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(422);
  return validationErrorSchema.parse(response.json()).errors;
};

describe('POST /api/projectCart/sync_to_cart and GET /api/projectCart (visitor)', () => {
  it("adds a line priced with the showroom's markup, never showing the wholesale price", async () => {
    const token = newToken();
    const size = piece.sizes[0]!;
    const added = await sync({ temp_project_id: token, ...item(size, 3, 'Oak') });
    expect(added.statusCode).toBe(200);
    const body = projectCartResponseSchema.parse(added.json());
    expect(body).toMatchObject({ success: true, message: CART_ITEM_ADDED });

    const read = await getCart({ showroom: homepro.userId, temp_project_id: token });
    expect(read.statusCode).toBe(200);
    const cart = cartOf(read)!;
    expect(cart).toEqual(body.data);
    const price = shownPrice(size.wholesale_price, homepro.markup);
    expect(price).not.toBe(size.wholesale_price);
    expect(cart).toEqual({
      id: expect.any(Number),
      temp_project_id: token,
      is_cart: true,
      showroom: homepro.userId,
      Project_tans: [
        {
          id: expect.any(Number),
          product_id: piece.product.id,
          hash: piece.product.hash,
          name: piece.product.name,
          brand: expect.any(String),
          size_id: size.id,
          colour: 'Oak',
          qty: 3,
          unit: size.uom,
          price,
          amount: Math.round(price * 100 * 3) / 100,
        },
      ],
    });
    for (const raw of [added.body, read.body]) {
      expect(await expectShownPrices(t.db, raw, homepro.markup)).toBe(1);
      expect(raw).not.toContain(`:${size.wholesale_price},`);
    }
    const [row] = await t.db.select().from(projects).where(eq(projects.id, cart.id));
    expect(row).toMatchObject({ user_id: null, is_cart: true, showroom_id: homepro.userId });
  });

  it('sums the same product, size and colour into one line, and keeps other sizes and colours apart', async () => {
    const token = newToken();
    const [first, second] = piece.sizes;
    await sync({ temp_project_id: token, ...item(first!, 2) });
    await sync({ temp_project_id: token, ...item(second!, 1) });
    await sync({ temp_project_id: token, ...item(first!, 1, 'Walnut') });
    await sync({ temp_project_id: token, ...item(first!, 1, '') });
    const again = await sync({ temp_project_id: token, ...item(first!, 4, '  ') });
    expect(again.statusCode).toBe(200);
    const lines = cartOf(again)!.Project_tans;
    // In the order they were added.
    expect(lines.map((line) => [line.size_id, line.colour, line.qty])).toEqual([
      [first!.id, null, 7],
      [second!.id, null, 1],
      [first!.id, 'Walnut', 1],
    ]);
    expect(lines[1]!.price).toBe(shownPrice(second!.wholesale_price, homepro.markup));
    expect(cartItemCount(cartOf(again))).toBe(9);
  });

  it('prices a line without a size at the cheapest size, and Box products per Box', async () => {
    const token = newToken();
    const [cheapest, dearer] = piece.sizes;
    // Units that differ by size, so the line must take the cheapest size's.
    await t.db.update(product_sizes).set({ uom: 'Slab' }).where(eq(product_sizes.id, cheapest!.id));
    await t.db.update(product_sizes).set({ uom: 'Sheet' }).where(eq(product_sizes.id, dearer!.id));
    await t.db.update(product_sizes).set({ uom: 'Carton' }).where(eq(product_sizes.id, box.sizes[1]!.id));
    await sync({ temp_project_id: token, product_id: piece.product.id, qty: 1 });
    const response = await sync({ temp_project_id: token, ...item(box.sizes[1]!, 2) });
    await t.db.update(product_sizes).set({ uom: cheapest!.uom }).where(eq(product_sizes.id, cheapest!.id));
    await t.db.update(product_sizes).set({ uom: dearer!.uom }).where(eq(product_sizes.id, dearer!.id));
    await t.db
      .update(product_sizes)
      .set({ uom: box.sizes[1]!.uom })
      .where(eq(product_sizes.id, box.sizes[1]!.id));
    const [noSize, boxLine] = cartOf(response)!.Project_tans;
    expect(noSize).toMatchObject({
      size_id: null,
      unit: 'Slab',
      price: shownPrice(cheapest!.wholesale_price, homepro.markup),
    });
    expect(boxLine).toMatchObject({
      size_id: box.sizes[1]!.id,
      unit: 'Box',
      price: shownPrice(box.sizes[1]!.wholesale_price, homepro.markup),
    });
  });

  it('adds concurrent requests for one line into that line', async () => {
    const token = newToken();
    await sync({ temp_project_id: token, ...item(piece.sizes[0]!, 1) });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => sync({ temp_project_id: token, ...item(piece.sizes[0]!, 2) })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const cart = cartOf(await getCart({ showroom: homepro.userId, temp_project_id: token }))!;
    expect(cart.Project_tans.map((line) => line.qty)).toEqual([11]);
  });

  it('moves the cart to the showroom of the latest add and reprices it there', async () => {
    const token = newToken();
    const size = piece.sizes[0]!;
    await sync({ temp_project_id: token, ...item(size, 1) });
    const moved = cartOf(await sync({ temp_project_id: token, showroom: studio.userId, ...item(size, 1) }))!;
    expect(studio.markup).not.toBe(homepro.markup);
    expect(moved.showroom).toBe(studio.userId);
    expect(moved.Project_tans).toMatchObject([
      { qty: 2, price: shownPrice(size.wholesale_price, studio.markup) },
    ]);
  });

  it('needs a cart token from a visitor, and answers no cart to a visitor without one', async () => {
    expect(fieldErrors(await sync(item(piece.sizes[0]!, 1)))).toEqual({
      temp_project_id: [CART_FIELD_MESSAGES.tempProjectIdRequired],
    });
    const response = await getCart({ showroom: homepro.userId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '', data: null });
  });

  it('takes `Authorization: Bearer ` with no token (what a signed-out browser sends) as a visitor', async () => {
    const token = newToken();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/projectCart/sync_to_cart',
      payload: {
        showroom: homepro.userId,
        action: 'cart',
        temp_project_id: token,
        ...item(piece.sizes[0]!, 2),
      },
      headers: { authorization: 'Bearer ' },
    });
    expect(response.statusCode).toBe(200);
    expect(cartItemCount(cartOf(response))).toBe(2);
  });

  it('answers no cart for a token nobody used yet', async () => {
    expect(cartOf(await getCart({ showroom: homepro.userId, temp_project_id: newToken() }))).toBeNull();
  });

  it.each([
    ['a short token', 'abc'],
    ['a token with other characters', 'x'.repeat(20).replace('x', '%')],
  ])('rejects %s with a 422 on temp_project_id', async (_label, token) => {
    expect(fieldErrors(await sync({ temp_project_id: token, ...item(piece.sizes[0]!, 1) }))).toHaveProperty(
      'temp_project_id',
    );
    expect(fieldErrors(await getCart({ showroom: homepro.userId, temp_project_id: token }))).toHaveProperty(
      'temp_project_id',
    );
  });

  it('rejects a GET without a valid showroom', async () => {
    expect(fieldErrors(await getCart({ showroom: 'x' }))).toHaveProperty('showroom');
    expect(fieldErrors(await t.app.inject({ method: 'GET', url: '/api/projectCart' }))).toHaveProperty(
      'showroom',
    );
  });
});

describe('cart ownership', () => {
  it("a visitor's token for a signed-in user's cart: 404 on add, no cart on read", async () => {
    const token = newToken();
    const userToken = await t.tokenFor(homeowner.email);
    await sync({ temp_project_id: token, ...item(piece.sizes[0]!, 1) }, userToken);
    const [owned] = await t.db.select().from(projects).where(eq(projects.temp_project_id, token));
    expect(owned?.user_id).toBe(await t.userIdOf(homeowner.email));

    const response = await sync({ temp_project_id: token, ...item(piece.sizes[0]!, 4) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: CART_NOT_FOUND });
    expect(cartOf(await getCart({ showroom: homepro.userId, temp_project_id: token }))).toBeNull();
    const lines = await t.db.select().from(project_tans).where(eq(project_tans.project_id, owned!.id));
    expect(lines.map((line) => line.qty)).toEqual([1]);
  });

  it("gives a signed-in user their own cart, without a token, and never another user's", async () => {
    const a = await t.tokenFor(unverified.email);
    const b = await t.tokenFor(admin.email);
    const created = cartOf(await sync(item(piece.sizes[1]!, 2), a))!;
    expect(created.temp_project_id).toBeNull();
    const again = cartOf(await sync(item(piece.sizes[1]!, 1), a))!;
    expect(again.id).toBe(created.id);
    expect(again.Project_tans.map((line) => line.qty)).toEqual([3]);
    expect(cartOf(await getCart({ showroom: homepro.userId }, a))?.id).toBe(created.id);

    expect(cartOf(await getCart({ showroom: homepro.userId }, b))).toBeNull();
    const bToken = newToken();
    const bCart = cartOf(await sync({ temp_project_id: bToken, ...item(piece.sizes[0]!, 1) }, b))!;
    expect(bCart.id).not.toBe(created.id);
    // A names B's cart by its token: A still gets only A's own cart, and B's cart is untouched.
    const seen = cartOf(await getCart({ showroom: homepro.userId, temp_project_id: bToken }, a));
    expect(seen?.id).toBe(created.id);
    const added = cartOf(await sync({ temp_project_id: bToken, ...item(piece.sizes[0]!, 1) }, a))!;
    expect(added.id).toBe(created.id);
    const bLines = await t.db.select().from(project_tans).where(eq(project_tans.project_id, bCart.id));
    expect(bLines.map((line) => line.qty)).toEqual([1]);
  });

  it('a visitor who signs in keeps the cart they built (claimed on read with its token)', async () => {
    const userToken = await t.tokenFor(homeowner.email);
    const userId = await t.userIdOf(homeowner.email);
    const token = newToken();
    const built = cartOf(await sync({ temp_project_id: token, ...item(box.sizes[0]!, 2) }))!;

    const claimed = cartOf(await getCart({ showroom: homepro.userId, temp_project_id: token }, userToken))!;
    expect(claimed.id).toBe(built.id);
    expect(claimed.Project_tans).toEqual(built.Project_tans);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, built.id));
    expect(row?.user_id).toBe(userId);
    // Now theirs: the newest cart without a token, and gone for visitors holding the token.
    expect(cartOf(await getCart({ showroom: homepro.userId }, userToken))?.id).toBe(built.id);
    expect(cartOf(await getCart({ showroom: homepro.userId, temp_project_id: token }))).toBeNull();
    expect((await sync({ temp_project_id: token, ...item(box.sizes[0]!, 1) })).statusCode).toBe(404);
  });

  it('refuses a bad bearer token, and users whose account is not active', async () => {
    const token = newToken();
    const badAuth = await sync({ temp_project_id: token, ...item(piece.sizes[0]!, 1) }, '1|nope');
    expect(badAuth.statusCode).toBe(401);
    expect(badAuth.json()).toEqual({ message: MESSAGES.unauthenticated });
    expect((await getCart({ showroom: homepro.userId }, '1|nope')).statusCode).toBe(401);
    const blocked = await t.tokenFor(deactivated.email);
    expect((await getCart({ showroom: homepro.userId }, blocked)).statusCode).toBe(403);
    expect(await t.db.select().from(projects).where(eq(projects.temp_project_id, token))).toEqual([]);
  });
});

describe('sync_to_cart validation', () => {
  it.each([
    ['0', 0],
    ['10000', 10_000],
    ["'abc'", 'abc'],
    ['1.5', 1.5],
  ])('rejects qty %s with a 422 on qty', async (_label, qty) => {
    const errors = fieldErrors(await sync({ temp_project_id: newToken(), ...item(piece.sizes[0]!, 1), qty }));
    expect(Object.keys(errors)).toEqual(['qty']);
  });

  it(`refuses more than ${RATE_LIMITS.cartAddsPerIp.max} adds a minute from one address`, async () => {
    // A fresh window: the adds of the tests before this one are behind it.
    t.clock.advance(RATE_LIMITS.cartAddsPerIp.windowMs);
    for (let n = 0; n < RATE_LIMITS.cartAddsPerIp.max; n += 1) {
      expect((await sync({ qty: 0 })).statusCode).toBe(422);
    }
    const refused = await sync({ temp_project_id: newToken(), ...item(piece.sizes[0]!, 1) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
    t.clock.advance(RATE_LIMITS.cartAddsPerIp.windowMs);
    expect((await sync({ temp_project_id: newToken(), ...item(piece.sizes[0]!, 1) })).statusCode).toBe(200);
  });

  it('rejects a product of a category the showroom does not carry', async () => {
    const { showroom, category } = await showroomMissingACategory(t.db);
    const size = box.sizes[0]!;
    const original = box.product.category_id;
    await t.db.update(products).set({ category_id: category.id }).where(eq(products.id, box.product.id));
    try {
      const response = await sync({
        showroom: showroom.userId,
        temp_project_id: newToken(),
        ...item(size, 1),
      });
      expect(fieldErrors(response)).toEqual({ product_id: [CART_FIELD_MESSAGES.productIdInvalid] });
    } finally {
      await t.db.update(products).set({ category_id: original }).where(eq(products.id, box.product.id));
    }
  });

  it('rejects a colour the product is not made in', async () => {
    const response = await sync({ temp_project_id: newToken(), ...item(piece.sizes[0]!, 1, 'Tartan') });
    expect(fieldErrors(response)).toEqual({ colour: [CART_FIELD_MESSAGES.colourInvalid] });
  });

  it('rejects an unknown product and a size of another product', async () => {
    const token = newToken();
    const [max] = await t.db.select({ id: sql<number>`max(${products.id})` }).from(products);
    const unknown = await sync({ temp_project_id: token, product_id: max!.id + 1, qty: 1 });
    expect(fieldErrors(unknown)).toEqual({ product_id: [CART_FIELD_MESSAGES.productIdInvalid] });
    const [other] = await t.db
      .select()
      .from(product_sizes)
      .where(ne(product_sizes.product_id, piece.product.id))
      .limit(1);
    const wrongSize = await sync({
      temp_project_id: token,
      ...item(other!, 1),
      product_id: piece.product.id,
    });
    expect(fieldErrors(wrongSize)).toEqual({ size_id: [CART_FIELD_MESSAGES.sizeIdInvalid] });
    expect(await t.db.select().from(projects).where(eq(projects.temp_project_id, token))).toEqual([]);
  });

  it('rejects a showroom that is not an active pro', async () => {
    const cases = [
      await t.userIdOf('closed01@pros.showroom.test'),
      await t.userIdOf(homeowner.email),
      999_999,
    ];
    for (const showroom of cases) {
      const token = newToken();
      const response = await sync({ temp_project_id: token, ...item(piece.sizes[0]!, 1), showroom });
      expect(fieldErrors(response)).toEqual({ showroom: [SHOWROOM_INVALID] });
      expect(await t.db.select().from(projects).where(eq(projects.temp_project_id, token))).toEqual([]);
    }
    expect(
      fieldErrors(await sync({ temp_project_id: newToken(), ...item(piece.sizes[0]!, 1), showroom: 'x' })),
    ).toHaveProperty('showroom');
  });

  it(`refuses to take a line past ${MAX_CART_QTY} and leaves it as it was`, async () => {
    const token = newToken();
    expect(
      (await sync({ temp_project_id: token, ...item(piece.sizes[0]!, MAX_CART_QTY - 1) })).statusCode,
    ).toBe(200);
    expect(fieldErrors(await sync({ temp_project_id: token, ...item(piece.sizes[0]!, 2) }))).toEqual({
      qty: [CART_FIELD_MESSAGES.qtyTooLarge],
    });
    const topUp = await sync({ temp_project_id: token, ...item(piece.sizes[0]!, 1) });
    expect(cartOf(topUp)!.Project_tans.map((line) => line.qty)).toEqual([MAX_CART_QTY]);
  });
});
