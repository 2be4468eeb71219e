import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstPaintSchema, productDetailResponseSchema } from '@showroom/contract/catalog';
import { FIRST_PAINT_STYLESHEETS } from '@showroom/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../modules/catalog/catalog-schema.ts';
import { shop_profiles } from '../../modules/showrooms/showrooms-schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const STOREFRONT_RULES = '.sr-storefront__brand{display:flex}';
const PRODUCT_RULES = '.sr-gallery__main{aspect-ratio:1}';
const dist = mkdtempSync(join(tmpdir(), 'first-paint-dist-'));
writeFileSync(join(dist, FIRST_PAINT_STYLESHEETS.storefront), STOREFRONT_RULES);
writeFileSync(join(dist, FIRST_PAINT_STYLESHEETS.product), PRODUCT_RULES);

let t: TestApp;
let product: typeof products.$inferSelect;
beforeAll(async () => {
  t = await createTestApp({ showroomDist: dist });
  // Names that would break out of the markup if they were not escaped.
  await t.db
    .update(shop_profiles)
    .set({ company_name: 'Evergreen <script>alert(1)</script> & "Sons"' })
    .where(eq(shop_profiles.vsd_id, 'HOMEPRO1'));
  const [first] = await t.db.select().from(products).limit(1);
  if (!first) throw new Error('the seed made no product');
  product = first;
  await t.db.update(products).set({ name: 'Oak <b>"Plank"</b>' }).where(eq(products.id, product.id));
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { origin: 'https://pro-site.test' } });

/** A first paint's answer, checked against the contract. */
async function firstPaint(url: string) {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  // Any page may ask it, registered or not: it says what the public shop profile or product says.
  expect(response.headers['access-control-allow-origin']).toBeDefined();
  return firstPaintSchema.parse(response.json());
}

describe('GET /api/first_paint/storefront/{vsd_id} (decision 0129)', () => {
  it('serves the pro’s band as markup, the name escaped, with the built rules and the showroom’s theme', async () => {
    const { html, css } = await firstPaint('/api/first_paint/storefront/HOMEPRO1');
    expect(html).toBe(
      '<div data-served class="sr-root"><section class="sr-catalog sr-storefront"><header class="sr-storefront__brand">' +
        '<h1>Welcome to Evergreen &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Sons&quot;</h1>' +
        '</header></section></div><slot data-served></slot>',
    );
    expect(css.startsWith(STOREFRONT_RULES)).toBe(true);
    expect(css).toMatch(/\.sr-root\[data-served\]\{--sr-primary:#[0-9a-f]{6};.*--sr-brand:#[0-9a-f]{6};/);
  });

  it('is a 404 for a showroom that does not exist, and a 422 naming the field for a malformed ID', async () => {
    expect((await get('/api/first_paint/storefront/NOSUCH00')).statusCode).toBe(404);
    const bad = await get('/api/first_paint/storefront/HOME%3CP1');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.vsd_id).toBeDefined();
  });
});

describe('GET /api/first_paint/product/{hash} (decision 0129)', () => {
  it('serves the product’s opening picture in the gallery’s box, as the widget opens it', async () => {
    const { html, css } = await firstPaint(`/api/first_paint/product/${product.hash}`);
    expect(css).toBe(PRODUCT_RULES);
    const detail = productDetailResponseSchema.parse((await get(`/api/product/${product.hash}`)).json()).data
      .data;
    expect(html).toMatch(
      /^<div data-served class="sr-root"><section class="sr-catalog"><div class="sr-detail"><div class="sr-detail__gallery"><div class="sr-gallery"><img class="sr-gallery__main" /,
    );
    // The first view of the gallery: a photo when it has one, else the drawn whole product in its first colour.
    const photo = detail.gallery.find((image) => image.url !== null)?.url;
    const colour =
      detail.colour.length > 1 ? `?colour=${encodeURIComponent(detail.colour[0]?.name ?? '')}` : '';
    expect(html).toContain(photo ?? `/api/pictures/v2/product/${product.hash}/detail.svg${colour}"`);
    expect(html).toContain('alt="Oak &lt;b&gt;&quot;Plank&quot;&lt;/b&gt;, ');
    expect(html).toContain('width="480" height="480"');
  });

  it('is a 404 for a product that does not exist, and a 422 for a malformed hash', async () => {
    expect((await get('/api/first_paint/product/0000000000000000')).statusCode).toBe(404);
    expect((await get('/api/first_paint/product/not-a-hash')).statusCode).toBe(422);
  });
});

describe('without the built stylesheets (an older build)', () => {
  it('serves no first paint: unstyled, it would jump when the widget starts', async () => {
    const app = await createTestApp();
    try {
      const band = await app.app.inject({ method: 'GET', url: '/api/first_paint/storefront/HOMEPRO1' });
      expect(band.statusCode).toBe(404);
      const [any] = await app.db.select().from(products).limit(1);
      const picture = await app.app.inject({ method: 'GET', url: `/api/first_paint/product/${any!.hash}` });
      expect(picture.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
