import { DEFAULT_MIN_UNIT, MARKUP, MESSAGES, validationErrorSchema } from '@showroom/contract';
import { productDetailResponseSchema } from '@showroom/contract/catalog';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, product_sizes, products } from '../../modules/catalog/catalog-schema.ts';
import { shop_profiles } from '../../modules/showrooms/showrooms-schema.ts';
import {
  expectShownPrices,
  showroomByVsdId,
  showroomMissingACategory,
} from '../../testing/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let boxProduct: typeof products.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ product: products })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(eq(categories.unit, 'Box'))
    .limit(1);
  boxProduct = row!.product;
});
afterAll(() => t.close());

const detail = (path: string) => t.app.inject({ method: 'GET', url: `/api/product/${path}` });

describe('GET /api/product/{hash}', () => {
  it('answers the product with its sizes, colours, gallery, minimum unit and category', async () => {
    const response = await detail(boxProduct.hash);
    expect(response.statusCode).toBe(200);
    const product = productDetailResponseSchema.parse(response.json()).data.data;
    const sizes = await t.db.select().from(product_sizes).where(eq(product_sizes.product_id, boxProduct.id));
    expect(product).toMatchObject({
      id: boxProduct.id,
      hash: boxProduct.hash,
      name: boxProduct.name,
      unit: 'Box',
    });
    expect(product.min_unit).toBe(DEFAULT_MIN_UNIT);
    expect(product.sizes.map((size) => size.size_id).sort()).toEqual(sizes.map((size) => size.id).sort());
    expect(product.colour).toEqual(boxProduct.colours);
    expect(product.gallery.length).toBeGreaterThan(0);
    expect(product.category.id).toBe(boxProduct.category_id);
    expect(product.parent_category?.id).toBe(product.category.parent_id);
    expect(product.price).toBe(Math.min(...product.sizes.map((size) => size.price)));
    for (const size of product.sizes) {
      expect(size.price_per_sqft).toBe(Math.round((size.price * 100) / size.box_sqft!) / 100);
    }
  });

  it('prices every size at wholesale × (1 + markup) and never shows the wholesale price', async () => {
    const platform = await detail(boxProduct.hash);
    expect(await expectShownPrices(t.db, platform.body, MARKUP.standardPercent)).toBeGreaterThan(0);
    const homepro = await showroomByVsdId(t.db, 'HOMEPRO1');
    const showroom = await detail(`${boxProduct.hash}?showroom=${homepro.userId}`);
    expect(showroom.statusCode).toBe(200);
    expect(await expectShownPrices(t.db, showroom.body, homepro.markup)).toBeGreaterThan(0);
  });

  it('raises a stored markup below the minimum to the minimum', async () => {
    // The database refuses such a markup; drop its check here to prove the server does not rely on it.
    await t.db.execute(sql`alter table shop_profiles drop constraint shop_profiles_markup_min_check`);
    const lowered = await showroomByVsdId(t.db, 'BUILDR42');
    await t.db
      .update(shop_profiles)
      .set({ markup_percent: 4.5 })
      .where(eq(shop_profiles.user_id, lowered.userId));
    const response = await detail(`${boxProduct.hash}?showroom=${lowered.userId}`);
    expect(response.statusCode).toBe(200);
    expect(await expectShownPrices(t.db, response.body, MARKUP.minimumPercent)).toBeGreaterThan(0);
  });

  it('404s an unknown product, an unknown showroom and a category the showroom does not carry', async () => {
    const { showroom, category } = await showroomMissingACategory(t.db);
    const subIds = (
      await t.db.select({ id: categories.id }).from(categories).where(eq(categories.parent_id, category.id))
    ).map((row) => row.id);
    const all = await t.db.select({ hash: products.hash, category_id: products.category_id }).from(products);
    const hidden = all.find((row) => subIds.includes(row.category_id));
    const paths = ['0123456789abcdef', `${boxProduct.hash}?showroom=999999`];
    if (hidden) paths.push(`${hidden.hash}?showroom=${showroom.userId}`);
    for (const path of paths) {
      const response = await detail(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFoundFallback });
    }
  });

  it.each([
    ['a hash in a wrong format', 'not-a-hash', 'hash'],
    ['an overlong hash', 'a'.repeat(17), 'hash'],
    ['an upper-case hash', 'ABCDEF0123456789', 'hash'],
    ['a showroom that is not a number', '0123456789abcdef?showroom=abc', 'showroom'],
    ['a negative showroom', '0123456789abcdef?showroom=-3', 'showroom'],
  ])('422s %s', async (_, path, field) => {
    const response = await detail(path);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(validationErrorSchema.parse(response.json()).errors)).toEqual([field]);
  });
});
