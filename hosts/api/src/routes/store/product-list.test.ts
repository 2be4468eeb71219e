import { DEFAULT_PAGE_SIZE, MARKUP, MESSAGES, validationErrorSchema } from '@showroom/contract';
import { type ProductListRequest, productListResponseSchema } from '@showroom/contract/catalog';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../modules/catalog/catalog-schema.ts';
import { createCatalogService } from '../../modules/catalog/catalog-service.ts';
import { ChangeNotices } from '../../providers/change-notices/change-notices.ts';
import {
  expectShownPrices,
  type ShowroomFixture,
  showroomByVsdId,
  showroomMissingACategory,
} from '../../testing/catalog-fixtures.ts';
import { createTestApp, TEST_PLATFORM_ORIGIN, type TestApp } from '../../testing/test-app.ts';
import { productListRoutes } from './product-list.ts';

let t: TestApp;
let homepro: ShowroomFixture;
let top: typeof categories.$inferSelect;
let subIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  homepro = await showroomByVsdId(t.db, 'HOMEPRO1');
  // The top category with the most of the 300 seeded products, so every filter has something to find.
  const [row] = await t.db
    .select({ id: categories.parent_id, n: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .groupBy(categories.parent_id)
    .orderBy(sql`2 desc`)
    .limit(1);
  const [found] = await t.db.select().from(categories).where(eq(categories.id, row!.id!));
  top = found!;
  subIds = (
    await t.db.select({ id: categories.id }).from(categories).where(eq(categories.parent_id, top!.id))
  ).map((sub) => sub.id);
});
afterAll(() => t.close());

const list = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/visualization/products', payload: body as object });
const ok = async (body: ProductListRequest) => {
  const response = await list(body);
  expect(response.statusCode, response.body).toBe(200);
  return productListResponseSchema.parse(response.json()).data;
};
const productsInTop = async () => t.db.select().from(products).where(inArray(products.category_id, subIds));

describe('POST /api/visualization/products', () => {
  it('answers a Laravel paginator of the category subtree, cheapest first, with facets', async () => {
    const data = await ok({ category: top.slug });
    const all = await productsInTop();
    expect(data.total).toBe(all.length);
    expect(data.per_page).toBe(DEFAULT_PAGE_SIZE);
    expect(data.current_page).toBe(1);
    expect(data.data).toHaveLength(Math.min(DEFAULT_PAGE_SIZE, all.length));
    expect(data.category).toMatchObject({ id: top.id, slug: top.slug, parent_id: null, unit: top.unit });
    const prices = data.data.map((card) => card.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data.facets.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(all.length);
    expect(data.facets.price.min).toBe(data.data[0]!.price);
    expect(data.path).toBe('http://platform.test/api/visualization/products');
  });

  it('finds the category by id as by slug, and lists a sub-category on its own', async () => {
    expect((await ok({ category: top.id })).total).toBe((await ok({ category: top.slug })).total);
    expect((await ok({ category: String(top.id) })).total).toBe((await ok({ category: top.slug })).total);
    const sub = await ok({ category: subIds[0]! });
    expect(sub.data.every((card) => card.category_id === subIds[0])).toBe(true);
  });

  it('pages with from/to, links and next/prev, and an empty page past the end', async () => {
    const second = await ok({ category: top.slug, page: 2, per_page: 5 });
    expect(second).toMatchObject({ current_page: 2, per_page: 5, from: 6, to: 10 });
    expect(second.prev_page_url).toContain('page=1');
    expect(second.links.find((link) => link.active)?.label).toBe('2');
    const first = await ok({ category: top.slug, page: 1, per_page: 5 });
    const ids = new Set([...first.data, ...second.data].map((card) => card.id));
    expect(ids.size).toBe(10);
    const past = await ok({ category: top.slug, page: 500 });
    expect(past.data).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('sorts by price descending, name and newest', async () => {
    const desc = (await ok({ category: top.slug, sort: 'price_desc' })).data.map((card) => card.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = (await ok({ category: top.slug, sort: 'name', per_page: 50 })).data.map(
      (card) => card.name,
    );
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = (await ok({ category: top.slug, sort: 'newest', per_page: 100 })).data.map(
      (card) => card.id,
    );
    const rows = await t.db
      .select({ id: products.id, at: products.created_at })
      .from(products)
      .where(inArray(products.id, newest));
    const at = new Map(rows.map((row) => [row.id, row.at.getTime()]));
    const times = newest.map((id) => at.get(id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by brand, colour, shown price, size and text', async () => {
    const { facets } = await ok({ category: top.slug });
    const brand = facets.brands[0]!;
    const byBrand = await ok({ category: top.slug, brand: [brand.id], per_page: 100 });
    expect(byBrand.total).toBe(brand.count);
    expect(byBrand.data.every((card) => card.brand.id === brand.id)).toBe(true);

    const colour = facets.colours[0]!;
    const byColour = await ok({ category: top.slug, colour: [colour.name], per_page: 100 });
    expect(byColour.total).toBe(colour.count);
    expect(byColour.data.every((card) => card.colour.some((c) => c.name === colour.name))).toBe(true);

    const [min, max] = [facets.price.min!, (facets.price.min! + facets.price.max!) / 2];
    const byPrice = await ok({ category: top.slug, price_min: min, price_max: max, per_page: 100 });
    expect(byPrice.total).toBeGreaterThan(0);
    expect(byPrice.data.every((card) => card.price >= min && card.price <= max)).toBe(true);

    if (facets.sizes[0]) {
      const bySize = await ok({ category: top.slug, size: facets.sizes[0].label, per_page: 100 });
      expect(bySize.total).toBe(facets.sizes[0].count);
    }

    const word = byBrand.data[0]!.name.split(' ').at(-1)!.toLowerCase();
    const byText = await ok({ category: top.slug, q: `  ${word.toUpperCase()} ` });
    expect(byText.total).toBeGreaterThan(0);
    expect(byText.data.every((card) => card.name.toLowerCase().includes(word))).toBe(true);
    expect((await ok({ category: top.slug, q: '%_%' })).total).toBe(0);
  });

  it('shows wholesale × (1 + markup): the standard 10% without a showroom, the pro’s own in a showroom', async () => {
    const platform = await list({ category: top.slug, per_page: 100 });
    expect(await expectShownPrices(t.db, platform.body, MARKUP.standardPercent)).toBeGreaterThan(0);
    expect(homepro.markup).toBeGreaterThan(MARKUP.standardPercent);
    const carried = homepro.topCategoryIds.includes(top.id);
    expect(carried).toBe(true);
    const showroom = await list({ category: top.slug, per_page: 100, showroom: homepro.userId });
    expect(await expectShownPrices(t.db, showroom.body, homepro.markup)).toBeGreaterThan(0);
  });

  it('shows Box units with the price per square foot', async () => {
    const [box] = await t.db
      .select()
      .from(categories)
      .where(and(eq(categories.unit, 'Box'), sql`${categories.parent_id} is null`));
    const data = await ok({ category: box!.slug, per_page: 100 });
    for (const card of data.data) {
      expect(card.unit).toBe('Box');
      expect(card.price_per_sqft).toBe(Math.round((card.price * 100) / card.box_sqft!) / 100);
    }
  });

  it('404s an unknown category or showroom, and a category the showroom does not carry', async () => {
    for (const body of [
      { category: 999_999 },
      { category: 'no-such-category' },
      { category: top.slug, showroom: 999_999 },
    ]) {
      const response = await list(body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFoundFallback });
    }
    const { showroom, category } = await showroomMissingACategory(t.db);
    expect((await list({ category: category.slug, showroom: showroom.userId })).statusCode).toBe(404);
  });

  it.each([
    ['missing category', {}, 'category'],
    ['category of a wrong type', { category: true }, 'category'],
    ['category as an object', { category: { id: 1 } }, 'category'],
    ['overlong category slug', { category: 'a'.repeat(101) }, 'category'],
    ['category slug in a wrong format', { category: 'Bad Slug!' }, 'category'],
    ['page 0', { category: 'x', page: 0 }, 'page'],
    ['page not a number', { category: 'x', page: 'two' }, 'page'],
    ['fractional page', { category: 'x', page: 1.5 }, 'page'],
    ['page too deep', { category: 'x', page: 10_001 }, 'page'],
    ['per_page 0', { category: 'x', per_page: 0 }, 'per_page'],
    ['per_page over 100', { category: 'x', per_page: 101 }, 'per_page'],
    ['unknown sort', { category: 'x', sort: 'random' }, 'sort'],
    ['brand not a list', { category: 'x', brand: 3 }, 'brand'],
    ['brand ids not numbers', { category: 'x', brand: ['a'] }, 'brand.0'],
    ['too many colours', { category: 'x', colour: Array.from({ length: 51 }, (_, i) => `c${i}`) }, 'colour'],
    ['negative price_min', { category: 'x', price_min: -1 }, 'price_min'],
    ['price_max below price_min', { category: 'x', price_min: 50, price_max: 10 }, 'price_max'],
    ['overlong search', { category: 'x', q: 'x'.repeat(101) }, 'q'],
    ['search of a wrong type', { category: 'x', q: 12 }, 'q'],
    ['showroom not a number', { category: 'x', showroom: 'abc' }, 'showroom'],
  ])('422s %s', async (_, body, field) => {
    const response = await list(body);
    expect(response.statusCode).toBe(422);
    const error = validationErrorSchema.parse(response.json());
    expect(error.message).toBe(MESSAGES.invalidGiven);
    expect(Object.keys(error.errors)).toContain(field);
  });
});

describe('the product-list answer cache', () => {
  it('keys on the parsed, normalised request: junk fields, defaults and reordered filters add no entries', async () => {
    const catalog = createCatalogService({
      db: t.db,
      platformOrigin: TEST_PLATFORM_ORIGIN,
      notices: new ChangeNotices(false),
    });
    const app = Fastify();
    await app.register(productListRoutes, { services: catalog });
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/visualization/products', payload });
    try {
      const first = await post({ category: top.slug, brand: [2, 1] });
      expect(first.statusCode, first.body).toBe(200);
      expect(catalog.listAnswers.size).toBe(1);
      for (let i = 0; i < 20; i++) {
        const response = await post({
          [`junk${i}`]: 'x'.repeat(i),
          nested: { i },
          brand: [1, 2, 1],
          category: top.slug,
          page: 1,
          sort: 'price_asc',
          q: '',
        });
        expect(response.body).toBe(first.body);
      }
      expect(catalog.listAnswers.size).toBe(1);
      await post({ category: top.slug, brand: [1, 2], page: 2 });
      expect(catalog.listAnswers.size).toBe(2);
    } finally {
      await app.close();
    }
  });
});
