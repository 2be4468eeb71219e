import { MESSAGES } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { CART_MESSAGES, MAX_CART_QTY } from '@showroom/contract/cart';
import { eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { project_tans } from '../../modules/carts/project-tans-schema.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { product_sizes, products } from '../../modules/catalog/catalog-schema.ts';
import { RATE_LIMITS } from '../../providers/rate-limits/rate-limits.ts';
import {
  cartCalls,
  cartOf,
  fieldErrors,
  item,
  newToken,
  type ProductWithSizes,
  useCartTestApp,
} from '../../testing/cart-test-kit.ts';
import { type ShowroomFixture, showroomMissingACategory } from '../../testing/catalog-fixtures.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import type { TestApp } from '../../testing/test-app.ts';

const { homeowner, unverified, deactivated } = DEMO_ACCOUNTS.logins;

const kit = useCartTestApp();
const { sync, getCart } = cartCalls(kit);
let t: TestApp;
let homepro: ShowroomFixture;
let piece: ProductWithSizes;
let box: ProductWithSizes;
beforeAll(() => {
  ({ t, homepro, piece, box } = kit);
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
    expect(response.json()).toEqual({ message: CART_MESSAGES.notFound });
    expect(cartOf(await getCart({ showroom: homepro.userId, temp_project_id: token }))).toBeNull();
    const lines = await t.db.select().from(project_tans).where(eq(project_tans.project_id, owned!.id));
    expect(lines.map((line) => line.qty)).toEqual([1]);
  });

  it("gives a signed-in user their own cart, without a token, and never another user's", async () => {
    const a = await t.tokenFor(unverified.email);
    const b = await t.tokenFor(await extraHomeownerEmail(t.db));
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

  it('a visitor who signs in without a cart of their own keeps the cart they built (claimed on read with its token)', async () => {
    // A homeowner with no cart yet: one who has a cart gets the visitor's lines merged (project-cart-merge.test.ts).
    const email = await extraHomeownerEmail(t.db, 1);
    const userToken = await t.tokenFor(email);
    const userId = await t.userIdOf(email);
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
      expect(fieldErrors(response)).toEqual({ product_id: [CART_MESSAGES.productIdInvalid] });
    } finally {
      await t.db.update(products).set({ category_id: original }).where(eq(products.id, box.product.id));
    }
  });

  it('rejects a colour the product is not made in', async () => {
    const response = await sync({ temp_project_id: newToken(), ...item(piece.sizes[0]!, 1, 'Tartan') });
    expect(fieldErrors(response)).toEqual({ colour: [CART_MESSAGES.colourInvalid] });
  });

  it('rejects an unknown product and a size of another product', async () => {
    const token = newToken();
    const [max] = await t.db.select({ id: sql<number>`max(${products.id})` }).from(products);
    const unknown = await sync({ temp_project_id: token, product_id: max!.id + 1, qty: 1 });
    expect(fieldErrors(unknown)).toEqual({ product_id: [CART_MESSAGES.productIdInvalid] });
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
    expect(fieldErrors(wrongSize)).toEqual({ size_id: [CART_MESSAGES.sizeIdInvalid] });
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
      expect(fieldErrors(response)).toEqual({ showroom: [ACCOUNT_MESSAGES.showroomInvalid] });
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
      qty: [CART_MESSAGES.qtyTooLarge],
    });
    const topUp = await sync({ temp_project_id: token, ...item(piece.sizes[0]!, 1) });
    expect(cartOf(topUp)!.Project_tans.map((line) => line.qty)).toEqual([MAX_CART_QTY]);
  });
});
