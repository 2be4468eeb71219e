import { MESSAGES } from '@showroom/contract';
import { CART_MESSAGES, MAX_CART_QTY, projectCartResponseSchema } from '@showroom/contract/cart';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { project_tans } from '../../modules/carts/project-tans-schema.ts';
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
import { expectShownPrices, type ShowroomFixture } from '../../testing/catalog-fixtures.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import type { TestApp } from '../../testing/test-app.ts';

const kit = useCartTestApp();
const { sync, getCart, updateLine, destroyLine } = cartCalls(kit);
let t: TestApp;
let homepro: ShowroomFixture;
let piece: ProductWithSizes;
let box: ProductWithSizes;
beforeAll(() => {
  ({ t, homepro, piece, box } = kit);
});

const lineNotFound = { message: CART_MESSAGES.lineNotFound };
const qtyOf = async (lineId: number) =>
  (await t.db.select().from(project_tans).where(eq(project_tans.id, lineId)))[0]?.qty;

/** A visitor's cart with a Piece line and a Box line. */
async function visitorCart() {
  const token = newToken();
  await sync({ temp_project_id: token, ...item(piece.sizes[0]!, 2) });
  const cart = cartOf(await sync({ temp_project_id: token, ...item(box.sizes[0]!, 1) }))!;
  const [pieceLine, boxLine] = cart.Project_tans;
  return { token, cart, pieceLine: pieceLine!, boxLine: boxLine! };
}

describe('POST /api/projectCart/update_cart', () => {
  it("sets a visitor's line to the new quantity and answers the repriced cart", async () => {
    const { token, pieceLine, boxLine } = await visitorCart();
    const response = await updateLine({ temp_project_id: token, id: pieceLine.id, qty: 7 });
    expect(response.statusCode).toBe(200);
    const body = projectCartResponseSchema.parse(response.json());
    expect(body.message).toBe(CART_MESSAGES.cartUpdated);
    const [line, other] = body.data!.Project_tans;
    expect(line).toMatchObject({ id: pieceLine.id, qty: 7, amount: Math.round(pieceLine.price * 700) / 100 });
    expect(other).toEqual(boxLine);
    const subtotalCents = Math.round(line!.amount * 100) + Math.round(boxLine.amount * 100);
    expect(body.data!.totals).toEqual({
      subtotal: subtotalCents / 100,
      shipping_charge: 0,
      total: subtotalCents / 100,
    });
    expect(await expectShownPrices(t.db, response.body, homepro.markup)).toBe(2);
    expect(cartOf(await getCart({ showroom: homepro.userId, temp_project_id: token }))).toEqual(body.data);
  });

  it('keeps a quantity above the stock on hand, which checkout will refuse', async () => {
    const { token, pieceLine } = await visitorCart();
    const cart = cartOf(
      await updateLine({ temp_project_id: token, id: pieceLine.id, qty: pieceLine.in_stock + 5 }),
    )!;
    expect(cart.Project_tans[0]).toMatchObject({ qty: pieceLine.in_stock + 5, in_stock: pieceLine.in_stock });
  });

  it("answers 404 for a line of another visitor's cart, or without a token, and leaves it alone", async () => {
    const { pieceLine } = await visitorCart();
    const other = await visitorCart();
    for (const payload of [
      { temp_project_id: other.token, id: pieceLine.id, qty: 9 },
      { temp_project_id: newToken(), id: pieceLine.id, qty: 9 },
      { id: pieceLine.id, qty: 9 },
      { temp_project_id: other.token, id: 999_999, qty: 9 },
    ]) {
      const response = await updateLine(payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(lineNotFound);
    }
    expect(await qtyOf(pieceLine.id)).toBe(2);
    expect(await qtyOf(other.pieceLine.id)).toBe(2);
  });

  it("lets a signed-in user change their own line by ownership, and never another homeowner's", async () => {
    const a = await t.tokenFor(await extraHomeownerEmail(t.db, 1));
    const b = await t.tokenFor(await extraHomeownerEmail(t.db, 2));
    const aLine = cartOf(await sync(item(piece.sizes[1]!, 3), a))!.Project_tans[0]!;
    expect(cartOf(await updateLine({ id: aLine.id, qty: 4 }, a))!.Project_tans[0]!.qty).toBe(4);

    const byB = await updateLine({ id: aLine.id, qty: 1 }, b);
    expect(byB.statusCode).toBe(404);
    expect(byB.json()).toEqual(lineNotFound);
    expect(await qtyOf(aLine.id)).toBe(4);
  });

  it.each<[string, object, string]>([
    ['a qty of 0', { qty: 0 }, 'qty'],
    ['a qty past the most of one line', { qty: MAX_CART_QTY + 1 }, 'qty'],
    ['a fractional qty', { qty: 1.5 }, 'qty'],
    ['an id that is not a number', { id: 'first' }, 'id'],
    ['no showroom', { showroom: undefined }, 'showroom'],
    ['a malformed token', { temp_project_id: 'abc' }, 'temp_project_id'],
  ])('rejects %s with a 422 on that field', async (_label, change, field) => {
    const { token, pieceLine } = await visitorCart();
    const response = await updateLine({ temp_project_id: token, id: pieceLine.id, qty: 3, ...change });
    expect(fieldErrors(response)).toHaveProperty(field);
    expect(await qtyOf(pieceLine.id)).toBe(2);
  });
});

describe('DELETE /api/cart/destroy/{id}', () => {
  it("removes a visitor's line and answers the cart without it", async () => {
    const { token, pieceLine, boxLine } = await visitorCart();
    const response = await destroyLine(pieceLine.id, { temp_project_id: token });
    expect(response.statusCode).toBe(200);
    const body = projectCartResponseSchema.parse(response.json());
    expect(body.message).toBe(CART_MESSAGES.itemRemoved);
    expect(body.data!.Project_tans).toEqual([boxLine]);
    expect(body.data!.vendors).toEqual([
      {
        vendor_id: boxLine.vendor_id,
        vendor: boxLine.vendor,
        line_ids: [boxLine.id],
        subtotal: boxLine.amount,
      },
    ]);
    expect(await qtyOf(pieceLine.id)).toBeUndefined();
  });

  it('keeps the cart, empty and priced at 0, after its last line', async () => {
    const { token, cart, pieceLine, boxLine } = await visitorCart();
    await destroyLine(pieceLine.id, { temp_project_id: token });
    const emptied = cartOf(await destroyLine(boxLine.id, { temp_project_id: token }))!;
    expect(emptied).toMatchObject({
      id: cart.id,
      temp_project_id: token,
      Project_tans: [],
      vendors: [],
      totals: { subtotal: 0, shipping_charge: 0, total: 0 },
    });
    expect(cartOf(await getCart({ showroom: homepro.userId, temp_project_id: token }))).toEqual(emptied);
    // Removing it again: the line is gone.
    expect((await destroyLine(boxLine.id, { temp_project_id: token })).statusCode).toBe(404);
  });

  it("keeps a signed-in user's emptied cart as their cart, read without a token", async () => {
    const user = await t.tokenFor(await extraHomeownerEmail(t.db, 4));
    const cart = cartOf(await sync(item(box.sizes[1]!, 2), user))!;
    await destroyLine(cart.Project_tans[0]!.id, {}, user);
    expect(cartOf(await getCart({ showroom: homepro.userId }, user))).toMatchObject({
      id: cart.id,
      Project_tans: [],
      vendors: [],
      totals: { subtotal: 0, total: 0 },
    });
  });

  it("answers 404 for a line of another cart, another visitor's or another homeowner's, and keeps it", async () => {
    const mine = await visitorCart();
    const theirs = await visitorCart();
    for (const query of [{ temp_project_id: mine.token }, { temp_project_id: newToken() }, {}]) {
      const response = await destroyLine(theirs.pieceLine.id, query);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(lineNotFound);
    }
    expect(await qtyOf(theirs.pieceLine.id)).toBe(2);

    const owner = await t.tokenFor(DEMO_ACCOUNTS.logins.homeowner.email);
    const other = await t.tokenFor(await extraHomeownerEmail(t.db, 2));
    const ownedLine = cartOf(await sync(item(piece.sizes[0]!, 1, 'Walnut'), owner))!.Project_tans.find(
      (line) => line.colour === 'Walnut',
    )!;
    expect((await destroyLine(ownedLine.id, {}, other)).statusCode).toBe(404);
    expect(await qtyOf(ownedLine.id)).toBeGreaterThan(0);
    const removed = cartOf(await destroyLine(ownedLine.id, {}, owner))!;
    expect(removed.Project_tans.map((line) => line.id)).not.toContain(ownedLine.id);
  });

  it.each<[string, string | number, Record<string, string>, string]>([
    ['an id that is not a number', 'abc', {}, 'id'],
    ['an id of 0', 0, {}, 'id'],
    ['a showroom that is not a number', 1, { showroom: 'x' }, 'showroom'],
    ['a malformed token', 1, { temp_project_id: 'short' }, 'temp_project_id'],
  ])('rejects %s with a 422 on that field', async (_label, id, query, field) => {
    expect(fieldErrors(await destroyLine(id, query))).toHaveProperty(field);
  });
});

describe('the limit on cart changes', () => {
  it(`refuses more than ${RATE_LIMITS.cartChangesPerIp.max} changes a minute from one address, removals and quantities alike`, async () => {
    const { token, pieceLine } = await visitorCart();
    // A fresh window: the changes of the tests before this one are behind it.
    t.clock.advance(RATE_LIMITS.cartChangesPerIp.windowMs);
    for (let n = 0; n < RATE_LIMITS.cartChangesPerIp.max; n += 1) {
      const response = n % 2 ? await updateLine({ qty: 0 }) : await destroyLine('x');
      expect(response.statusCode).toBe(422);
    }
    for (const refused of [
      await updateLine({ temp_project_id: token, id: pieceLine.id, qty: 5 }),
      await destroyLine(pieceLine.id, { temp_project_id: token }),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
    }
    expect(await qtyOf(pieceLine.id)).toBe(2);
    t.clock.advance(RATE_LIMITS.cartChangesPerIp.windowMs);
    expect((await updateLine({ temp_project_id: token, id: pieceLine.id, qty: 5 })).statusCode).toBe(200);
  });
});
