import { MARKUP, MESSAGES, validationErrorSchema } from '@showroom/contract';
import { BRAND_SAMPLE_SIZE, brandsResponseSchema } from '@showroom/contract/catalog';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, products } from '../../modules/catalog/catalog-schema.ts';
import { expectShownPrices, showroomByVsdId } from '../../testing/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (query = '') => t.app.inject({ method: 'GET', url: `/api/brands${query}` });

describe('GET /api/brands', () => {
  it('lists every brand partner with its product count and a few of its products', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const list = brandsResponseSchema.parse(response.json()).data.data;
    const [brandCount] = await t.db.select({ n: count() }).from(brands);
    const [productCount] = await t.db.select({ n: count() }).from(products);
    expect(list).toHaveLength(brandCount!.n);
    expect(list.reduce((sum, brand) => sum + brand.product_count, 0)).toBe(productCount!.n);
    for (const brand of list) {
      expect(brand.products.length).toBe(Math.min(BRAND_SAMPLE_SIZE, brand.product_count));
      expect(brand.products.every((card) => card.brand.id === brand.id)).toBe(true);
    }
    expect(await expectShownPrices(t.db, response.body, MARKUP.standardPercent)).toBeGreaterThan(0);
  });

  it('shows a showroom’s prices, 404s an unknown showroom and 422s a bad one', async () => {
    const homepro = await showroomByVsdId(t.db, 'HOMEPRO1');
    const response = await get(`?showroom=${homepro.userId}`);
    expect(await expectShownPrices(t.db, response.body, homepro.markup)).toBeGreaterThan(0);
    // Each markup's list is kept apart: the platform's prices are unchanged after a showroom's.
    expect(await expectShownPrices(t.db, (await get()).body, MARKUP.standardPercent)).toBeGreaterThan(0);
    const unknown = await get('?showroom=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.notFoundFallback });
    const bad = await get('?showroom=abc');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(validationErrorSchema.parse(bad.json()).errors)).toEqual(['showroom']);
  });
});
