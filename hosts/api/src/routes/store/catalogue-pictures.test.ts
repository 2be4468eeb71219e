import { PICTURES_VERSION } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories } from '../../modules/catalog/catalog-schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { PICTURE_CACHE_CONTROL, PICTURE_SVG_CSP } from './picture-reply.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/pictures/${url}` });

describe('GET /api/pictures/{version}/category/{slug}.svg', () => {
  it('draws every category, top and sub, each its own picture', async () => {
    const rows = await t.db.select({ slug: categories.slug }).from(categories);
    const bodies = new Set<string>();
    for (const { slug } of rows) {
      const response = await get(`${PICTURES_VERSION}/category/${slug}.svg`);
      expect(response.statusCode, slug).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe(PICTURE_CACHE_CONTROL);
      expect(response.headers['content-security-policy']).toBe(PICTURE_SVG_CSP);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(rows.length);
  });

  it('answers 404 for an unknown slug and 422 for a malformed one', async () => {
    expect((await get(`${PICTURES_VERSION}/category/no-such-category.svg`)).statusCode).toBe(404);
    expect((await get(`${PICTURES_VERSION}/category/Bad_Slug.svg`)).statusCode).toBe(422);
  });
});

describe('GET /api/pictures/{version}/brand/{slug}.svg', () => {
  it("draws a brand's logo with its name", async () => {
    const [brand] = await t.db.select().from(brands).limit(1);
    const response = await get(`${PICTURES_VERSION}/brand/${brand!.slug}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body).toContain(brand!.name.replace(/&/g, '&#38;'));
  });

  it('answers 404 for an unknown brand', async () => {
    expect((await get(`${PICTURES_VERSION}/brand/no-such-brand.svg`)).statusCode).toBe(404);
  });
});
