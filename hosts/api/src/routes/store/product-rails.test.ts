import { MARKUP, MESSAGES, validationErrorSchema } from '@showroom/contract';
import { productRailResponseSchema, RAIL_SIZE } from '@showroom/contract/catalog';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../modules/catalog/catalog-schema.ts';
import {
  expectShownPrices,
  showroomByVsdId,
  showroomMissingACategory,
} from '../../testing/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let all: (typeof products.$inferSelect)[];
let product: typeof products.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  all = await t.db.select().from(products).orderBy(asc(products.id));
  // A product whose sub-category has more products than a rail holds.
  const counts = new Map<number, number>();
  for (const row of all) counts.set(row.category_id, (counts.get(row.category_id) ?? 0) + 1);
  product = all.find((row) => (counts.get(row.category_id) ?? 0) > RAIL_SIZE) ?? all[0]!;
});
afterAll(() => t.close());

const post = (path: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/${path}/`, payload: body as object });
const rail = async (path: string, body: unknown) => {
  const response = await post(path, body);
  expect(response.statusCode, response.body).toBe(200);
  return productRailResponseSchema.parse(response.json()).data.data;
};

describe.each(['top_products', 'customer_also_viewed'])('POST /api/%s/', (path) => {
  it('lists up to 12 other products of the product’s category', async () => {
    const cards = await rail(path, { product: product.hash });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(RAIL_SIZE);
    expect(cards.map((card) => card.id)).not.toContain(product.id);
    expect(cards.every((card) => card.category_id === product.category_id)).toBe(true);
  });

  it('takes a category (id or slug) instead of a product', async () => {
    const [category] = await t.db.select().from(categories).where(eq(categories.id, product.category_id));
    const bySlug = await rail(path, { category: category!.slug });
    expect(bySlug.length).toBeGreaterThan(0);
    expect(await rail(path, { category: category!.id })).toEqual(bySlug);
  });

  it('prices at the showroom’s markup, never wholesale', async () => {
    const homepro = await showroomByVsdId(t.db, 'HOMEPRO1');
    const platform = await post(path, { product: product.hash });
    expect(await expectShownPrices(t.db, platform.body, MARKUP.standardPercent)).toBeGreaterThan(0);
    const showroom = await post(path, { product: product.hash, showroom: homepro.userId });
    expect(await expectShownPrices(t.db, showroom.body, homepro.markup)).toBeGreaterThan(0);
  });

  it('404s an unknown product, category or showroom', async () => {
    for (const body of [
      { product: '0123456789abcdef' },
      { category: 'no-such-category' },
      { product: product.hash, showroom: 999_999 },
    ]) {
      const response = await post(path, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFoundFallback });
    }
  });

  it.each([
    ['a product hash in a wrong format', { product: 'xyz' }, 'product'],
    ['a product of a wrong type', { product: 42 }, 'product'],
    ['a bad category', { category: 'Bad Slug' }, 'category'],
    ['a showroom of a wrong type', { category: 'x', showroom: [1] }, 'showroom'],
  ])('422s %s', async (_, body, field) => {
    const response = await post(path, body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(validationErrorSchema.parse(response.json()).errors)).toContain(field);
  });
});

describe('rails without a product or category', () => {
  it('customer_also_viewed needs one of them (422 on product)', async () => {
    const response = await post('customer_also_viewed', {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(validationErrorSchema.parse(response.json()).errors)).toEqual(['product']);
  });

  it('top_products lists the newest products of every category the showroom carries, at its prices', async () => {
    // A showroom that leaves a top category out, so "every category it carries" is a real filter.
    const { showroom: studio, category: missing } = await showroomMissingACategory(t.db);
    // The newest product of all sits in the category the showroom leaves out: it must not show.
    const hidden = all.at(-1)!;
    await t.db
      .update(products)
      .set({ category_id: missing.id, created_at: new Date(Date.now() + 86_400_000) })
      .where(eq(products.id, hidden.id));
    const cards = await rail('top_products', { showroom: studio.userId });
    // Without a showroom (every category) it is the first.
    const everyone = await rail('top_products', {});
    await t.db
      .update(products)
      .set({ category_id: hidden.category_id, created_at: hidden.created_at })
      .where(eq(products.id, hidden.id));
    expect(cards.map((card) => card.hash)).not.toContain(hidden.hash);
    expect(everyone[0]?.hash).toBe(hidden.hash);
    expect(cards).toHaveLength(RAIL_SIZE);
    const rows = await t.db.select().from(products);
    const byHash = new Map(rows.map((row) => [row.hash, row]));
    const tops = await t.db.select().from(categories);
    const parentOf = new Map(tops.map((row) => [row.id, row.parent_id]));
    const topOf = (id: number): number => {
      const parent = parentOf.get(id);
      return parent == null ? id : topOf(parent);
    };
    for (const card of cards) {
      const row = byHash.get(card.hash)!;
      expect(studio.topCategoryIds).toContain(topOf(row.category_id));
    }
    const newestFirst = cards.map((card) => byHash.get(card.hash)!.created_at.getTime());
    expect([...newestFirst].sort((a, b) => b - a)).toEqual(newestFirst);
  });
});

describe('POST /api/recently_viewed/', () => {
  it('answers the kept products in the browser’s order, without unknown ones or the current one', async () => {
    const hashes = [all[5]!.hash, '0123456789abcdef', all[2]!.hash, all[9]!.hash, all[2]!.hash];
    const cards = await rail('recently_viewed', { products: hashes, product: all[9]!.hash });
    expect(cards.map((card) => card.hash)).toEqual([all[5]!.hash, all[2]!.hash]);
    expect(await rail('recently_viewed', { products: [] })).toEqual([]);
  });

  it('keeps at most 12 and prices at the showroom’s markup', async () => {
    const homepro = await showroomByVsdId(t.db, 'HOMEPRO1');
    const hashes = all.slice(0, 30).map((row) => row.hash);
    const response = await post('recently_viewed', { products: hashes, showroom: homepro.userId });
    const cards = productRailResponseSchema.parse(response.json()).data.data;
    expect(cards.length).toBeLessThanOrEqual(RAIL_SIZE);
    expect(await expectShownPrices(t.db, response.body, homepro.markup)).toBe(cards.length);
  });

  it.each([
    ['no products', {}, 'products'],
    ['products not a list', { products: 'abc' }, 'products'],
    ['a bad hash in the list', { products: ['nope'] }, 'products.0'],
    ['too many products', { products: Array.from({ length: 51 }, () => '0123456789abcdef') }, 'products'],
  ])('422s %s', async (_, body, field) => {
    const response = await post('recently_viewed', body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(validationErrorSchema.parse(response.json()).errors)).toContain(field);
  });
});
