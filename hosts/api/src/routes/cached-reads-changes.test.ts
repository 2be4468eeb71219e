/**
 * The session and signed-in cart caches (migration 0011's notices): a change made straight in the
 * database, as another API process would make it, is seen by the next read. On PostgreSQL notices
 * travel asynchronously, so "next" is within a second (vi.waitFor).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { project_tans } from '../modules/carts/project-tans-schema.ts';
import { product_sizes } from '../modules/catalog/catalog-schema.ts';
import { personal_access_tokens } from '../modules/identity/access-tokens-schema.ts';
import { cartCalls, cartOf, item, useCartTestApp } from '../testing/cart-test-kit.ts';
import { extraHomeownerEmail } from '../testing/extra-homeowners.ts';
import { bearer, type TestApp } from '../testing/test-app.ts';

const kit = useCartTestApp();
const { sync, getCart } = cartCalls(kit);
let t: TestApp;
let email: string;
let token: string;
beforeAll(async () => {
  t = kit.t;
  email = await extraHomeownerEmail(t.db);
  token = await t.tokenFor(email);
});

const me = () => t.app.inject({ method: 'GET', url: '/api/authuser', headers: bearer(token) });
const cart = async () => cartOf(await getCart({ showroom: kit.homepro.userId }, token));

describe('cached reads after changes made elsewhere', () => {
  it('a cached cart shows lines another process removed, and stock another process sold', async () => {
    const size = kit.piece.sizes[0]!;
    expect((await sync(item(size, 2), token)).statusCode).toBe(200);
    const cached = await cart();
    expect(cached?.Project_tans).toHaveLength(1);
    expect(await cart()).toEqual(cached);

    await t.db.update(product_sizes).set({ stock_qty: 0 }).where(eq(product_sizes.id, size.id));
    await vi.waitFor(async () => expect((await cart())?.Project_tans[0]?.in_stock).toBe(0));

    await t.db.delete(project_tans).where(eq(project_tans.project_id, cached!.id));
    await vi.waitFor(async () => expect((await cart())?.Project_tans).toEqual([]));
  });

  it('a cached session ends when another process deletes its token', async () => {
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    const userId = await t.userIdOf(email);
    await t.db.delete(personal_access_tokens).where(eq(personal_access_tokens.user_id, userId));
    await vi.waitFor(async () => expect((await me()).statusCode).toBe(401));
  });
});
