import { MESSAGES, messageBodySchema, validationErrorSchema } from '@showroom/contract';
import { brandPalette } from '@showroom/contract/palette';
import { publicResponseSchema, settingsResponseSchema } from '@showroom/contract/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../modules/catalog/catalog-schema.ts';
import { createTestApp, TEST_PLATFORM_ORIGIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 120 });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/setting', () => {
  it('returns the platform settings with URLs that follow PLATFORM_ORIGIN', async () => {
    const response = await get('/api/setting');
    expect(response.statusCode).toBe(200);
    const { data } = settingsResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      app_name: 'Showroom',
      platform_url: `${TEST_PLATFORM_ORIGIN}/showroom/`,
      powered_by_url: `${TEST_PLATFORM_ORIGIN}/showroom/about_us`,
    });
    expect(data.support_email).toContain('@');
    expect(data.default_theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    // The palette is derived on the server, so widgets need no colour maths (decision 0091).
    expect(data.palette).toEqual(brandPalette(data.default_theme_color));
  });
});

describe('GET /api/public', () => {
  it('returns counts with null category and product when no ids are given', async () => {
    const response = await get('/api/public');
    expect(response.statusCode).toBe(200);
    const { data } = publicResponseSchema.parse(response.json());
    expect(data).toEqual({
      app_name: 'Showroom',
      category_count: 22,
      brand_count: 44,
      product_count: 120,
      showroom_count: 6,
      category: null,
      product: null,
    });
  });

  it('names the requested category and product', async () => {
    const [first] = await t.db.select({ id: products.id, name: products.name }).from(products).limit(1);
    const { data } = publicResponseSchema.parse((await get(`/api/public?pid=${first!.id}&cid=1`)).json());
    expect(data.product).toEqual(first);
    expect(data.category).toEqual({ id: 1, name: 'Appliances' });
  });

  it.each(['pid=999999', 'cid=999999'])(
    'answers 404 with the fallback message for an unknown id (%s)',
    async (query) => {
      const response = await get(`/api/public?${query}`);
      expect(response.statusCode).toBe(404);
      expect(messageBodySchema.parse(response.json())).toEqual({ message: MESSAGES.notFoundFallback });
    },
  );

  it.each([
    ['pid=abc', 'pid'],
    ['cid=-1', 'cid'],
    ['pid=1.5', 'pid'],
  ])('rejects %s with a 422', async (query, field) => {
    const response = await get(`/api/public?${query}`);
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors[field]?.length).toBeGreaterThan(0);
  });
});
