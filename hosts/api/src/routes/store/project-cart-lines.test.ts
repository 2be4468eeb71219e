import { CART_MESSAGES, cartItemCount, projectCartResponseSchema } from '@showroom/contract/cart';
import { shownPrice } from '@showroom/contract/money';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../modules/carts/projects-schema.ts';
import { product_sizes } from '../../modules/catalog/catalog-schema.ts';
import {
  cartCalls,
  cartOf,
  fieldErrors,
  item,
  newToken,
  type ProductWithSizes,
  useCartTestApp,
} from '../../testing/cart-test-kit.ts';
import { expectShownPrices, type ShowroomFixture } from '../../testing/catalog-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

const kit = useCartTestApp();
const { sync, getCart } = cartCalls(kit);
let t: TestApp;
let homepro: ShowroomFixture;
let studio: ShowroomFixture;
let piece: ProductWithSizes;
let box: ProductWithSizes;
beforeAll(() => {
  ({ t, homepro, studio, piece, box } = kit);
});

describe('POST /api/projectCart/sync_to_cart and GET /api/projectCart (visitor)', () => {
  it("adds a line priced with the showroom's markup, never showing the wholesale price", async () => {
    const token = newToken();
    const size = piece.sizes[0]!;
    const added = await sync({ temp_project_id: token, ...item(size, 3, 'Oak') });
    expect(added.statusCode).toBe(200);
    const body = projectCartResponseSchema.parse(added.json());
    expect(body).toMatchObject({ success: true, message: CART_MESSAGES.itemAdded });

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
          vendor_id: piece.product.vendor_id,
          vendor: expect.any(String),
          width_size: size.width_size,
          height_size: size.height_size,
          length_size: size.length_size,
          pattern: size.pattern,
          box_sqft: null,
          price_per_sqft: null,
          min_unit: 1,
          in_stock: size.stock_qty,
          photo: piece.product.photo,
        },
      ],
      vendors: [
        {
          vendor_id: piece.product.vendor_id,
          vendor: expect.any(String),
          line_ids: [expect.any(Number)],
          subtotal: Math.round(price * 100 * 3) / 100,
        },
      ],
      totals: {
        subtotal: Math.round(price * 100 * 3) / 100,
        shipping_charge: 0,
        total: Math.round(price * 100 * 3) / 100,
      },
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
      temp_project_id: [CART_MESSAGES.tempProjectIdRequired],
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
