import { profileResponseSchema } from '@showroom/contract/account';
import {
  CART_MESSAGES,
  MAX_BULK_CART_ITEMS,
  MAX_CART_QTY,
  projectCartResponseSchema,
} from '@showroom/contract/cart';
import { shownPrice } from '@showroom/contract/money';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { project_tans } from '../../modules/carts/project-tans-schema.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import {
  cartCalls,
  cartOf,
  fieldErrors,
  item,
  newToken,
  type ProductWithSizes,
  productOfAnotherVendor,
  type Size,
  useCartTestApp,
} from '../../testing/cart-test-kit.ts';
import { expectShownPrices, type ShowroomFixture, showroomByVsdId } from '../../testing/catalog-fixtures.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import { bearer, type TestApp } from '../../testing/test-app.ts';

const kit = useCartTestApp();
const { sync, bulk, getCart } = cartCalls(kit);
let t: TestApp;
let homepro: ShowroomFixture;
let piece: ProductWithSizes;
let box: ProductWithSizes;
let otherVendor: Size;
beforeAll(async () => {
  ({ t, homepro, piece, box } = kit);
  otherVendor = await productOfAnotherVendor(t, homepro, piece.product.vendor_id);
});

const linesOf = async (cartId: number) =>
  (
    await t.db.select().from(project_tans).where(eq(project_tans.project_id, cartId)).orderBy(project_tans.id)
  ).map((line) => [line.size_id, line.qty]);
const cents = (dollars: number) => Math.round(dollars * 100);

describe('POST /api/projectCart/sync_to_bulk_cart', () => {
  it("adds every item at once, summing repeats into their line, grouped by vendor, priced with the showroom's markup", async () => {
    const token = newToken();
    const [first, second] = piece.sizes;
    const response = await bulk({
      temp_project_id: token,
      items: [item(first!, 2), item(otherVendor, 1), item(second!, 1, 'Oak'), item(first!, 3)],
    });
    expect(response.statusCode).toBe(200);
    const body = projectCartResponseSchema.parse(response.json());
    expect(body.message).toBe(CART_MESSAGES.itemsAdded);
    const cart = body.data!;
    expect(cart.temp_project_id).toBe(token);
    expect(cart.Project_tans.map((line) => [line.size_id, line.colour, line.qty])).toEqual([
      [first!.id, null, 5],
      [otherVendor.id, null, 1],
      [second!.id, 'Oak', 1],
    ]);
    const otherVendorId = cart.Project_tans[1]!.vendor_id;
    expect(otherVendorId).not.toBe(piece.product.vendor_id);
    expect(cart.vendors.map((group) => group.vendor_id)).toEqual([piece.product.vendor_id, otherVendorId]);
    expect(cart.vendors[0]!.line_ids).toEqual([cart.Project_tans[0]!.id, cart.Project_tans[2]!.id]);
    const subtotalCents = cart.Project_tans.reduce((sum, line) => sum + cents(line.amount), 0);
    expect(cart.totals).toEqual({
      subtotal: subtotalCents / 100,
      shipping_charge: 0,
      total: subtotalCents / 100,
    });
    expect(cart.Project_tans[0]!.price).toBe(shownPrice(first!.wholesale_price, homepro.markup));
    expect(await expectShownPrices(t.db, response.body, homepro.markup)).toBe(3);
    expect(cartOf(await getCart({ showroom: homepro.userId, temp_project_id: token }))).toEqual(cart);
  });

  it("adds to a signed-in user's own cart without a token, with their profile's shipping charge in the total", async () => {
    const userToken = await t.tokenFor(DEMO_ACCOUNTS.logins.homeowner.email);
    const before = cartOf(await getCart({ showroom: homepro.userId }, userToken));
    const response = await bulk({ items: [item(box.sizes[0]!, 2), item(piece.sizes[0]!, 1)] }, userToken);
    expect(response.statusCode).toBe(200);
    const cart = cartOf(response)!;
    if (before) expect(cart.id).toBe(before.id);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, cart.id));
    expect(row?.user_id).toBe(await t.userIdOf(DEMO_ACCOUNTS.logins.homeowner.email));
    const profile = profileResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(userToken) })).json(),
    ).data;
    expect(cart.totals.shipping_charge).toBe(profile.shipping_charge);
    expect(cents(cart.totals.total)).toBe(cents(cart.totals.subtotal) + cents(cart.totals.shipping_charge));
  });

  it('changes nothing when one item is bad, and names every bad item by its place', async () => {
    const token = newToken();
    const cart = cartOf(await sync({ temp_project_id: token, ...item(piece.sizes[0]!, 1) }))!;
    const response = await bulk({
      temp_project_id: token,
      items: [
        item(piece.sizes[0]!, 4),
        { product_id: 999_999, qty: 1 },
        { ...item(piece.sizes[1]!, 1), size_id: box.sizes[0]!.id, colour: 'Plaid' },
      ],
    });
    expect(fieldErrors(response)).toEqual({
      'items.1.product_id': [CART_MESSAGES.productIdInvalid],
      'items.2.size_id': [CART_MESSAGES.sizeIdInvalid],
      'items.2.colour': [CART_MESSAGES.colourInvalid],
    });
    expect(await linesOf(cart.id)).toEqual([[piece.sizes[0]!.id, 1]]);
  });

  it('rolls back the items already added when a later one would pass the most of one line', async () => {
    const token = newToken();
    const cart = cartOf(await sync({ temp_project_id: token, ...item(piece.sizes[0]!, MAX_CART_QTY - 1) }))!;
    const response = await bulk({
      temp_project_id: token,
      items: [item(box.sizes[0]!, 2), item(piece.sizes[1]!, 1), item(piece.sizes[0]!, 2)],
    });
    expect(fieldErrors(response)).toEqual({ 'items.2.qty': [CART_MESSAGES.qtyTooLarge] });
    expect(await linesOf(cart.id)).toEqual([[piece.sizes[0]!.id, MAX_CART_QTY - 1]]);
  });

  it('creates no cart when a first bulk add fails', async () => {
    const token = newToken();
    fieldErrors(
      await bulk({
        temp_project_id: token,
        items: [item(piece.sizes[0]!, 1), { product_id: 999_999, qty: 1 }],
      }),
    );
    expect(await t.db.select().from(projects).where(eq(projects.temp_project_id, token))).toEqual([]);
  });

  it.each<[string, object, string[]]>([
    ['no items', { items: [] }, ['items']],
    [
      'too many items',
      { items: Array.from({ length: MAX_BULK_CART_ITEMS + 1 }, () => ({ product_id: 1, qty: 1 })) },
      ['items'],
    ],
    [
      'a bad qty and a missing product',
      { items: [{ product_id: 1, qty: 0 }, { qty: 1 }] },
      ['items.0.qty', 'items.1.product_id'],
    ],
    [
      'a qty past the most of one line',
      { items: [{ product_id: 1, qty: MAX_CART_QTY + 1 }] },
      ['items.0.qty'],
    ],
    ['another action', { action: 'wishlist', items: [{ product_id: 1, qty: 1 }] }, ['action']],
  ])('rejects %s with 422 field errors', async (_label, payload, fields) => {
    const response = await bulk({ temp_project_id: newToken(), ...payload });
    expect(Object.keys(fieldErrors(response)).sort()).toEqual(fields.sort());
  });

  it('needs a cart token from a visitor, and refuses a showroom that is not an active pro', async () => {
    expect(fieldErrors(await bulk({ items: [item(piece.sizes[0]!, 1)] }))).toEqual({
      temp_project_id: [CART_MESSAGES.tempProjectIdRequired],
    });
    expect(
      fieldErrors(
        await bulk({ temp_project_id: newToken(), showroom: 999_999, items: [item(piece.sizes[0]!, 1)] }),
      ),
    ).toHaveProperty('showroom');
  });

  it("answers 404 to a visitor naming a signed-in user's cart, and leaves it alone", async () => {
    const token = newToken();
    // A homeowner without a cart yet, so the token becomes their cart's.
    const userToken = await t.tokenFor(await extraHomeownerEmail(t.db, 3));
    const owned = cartOf(await sync({ temp_project_id: token, ...item(piece.sizes[0]!, 1) }, userToken))!;
    const response = await bulk({ temp_project_id: token, items: [item(piece.sizes[0]!, 3)] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: CART_MESSAGES.notFound });
    expect(await linesOf(owned.id)).toEqual([[piece.sizes[0]!.id, 1]]);
  });
});

describe('sync_to_bulk_cart with a project (the checklist’s Add all to cart, decision 0115)', () => {
  it('adds from the project’s showroom, not the one the page sends; another’s project is 404', async () => {
    const email = await extraHomeownerEmail(t.db, 6);
    const userToken = await t.tokenFor(email);
    const studio = await showroomByVsdId(t.db, 'STUDIO88');
    const [project] = await t.db
      .insert(projects)
      .values({ user_id: await t.userIdOf(email), showroom_id: studio.userId, is_cart: false, name: 'Bath' })
      .returning({ id: projects.id });
    // The page shows HomePro's showroom (the calls' default); the project is Studio 88's.
    const response = await bulk({ project: project!.id, items: [item(piece.sizes[0]!, 1)] }, userToken);
    expect(response.statusCode).toBe(200);
    expect(cartOf(response)?.showroom).toBe(studio.userId);

    const stranger = await t.tokenFor(await extraHomeownerEmail(t.db, 7));
    const refused = await bulk({ project: project!.id, items: [item(piece.sizes[0]!, 1)] }, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: CART_MESSAGES.projectNotFound });
    const visitor = await bulk({
      temp_project_id: newToken(),
      project: project!.id,
      items: [item(piece.sizes[0]!, 1)],
    });
    expect(visitor.statusCode).toBe(404);
  });
});
