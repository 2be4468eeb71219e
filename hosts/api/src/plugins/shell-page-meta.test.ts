import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productDetailResponseSchema } from '@showroom/contract/catalog';
import { PAGE_DESCRIPTIONS, PRODUCT_PAGE_META } from '@showroom/contract/constants';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../modules/catalog/catalog-schema.ts';
import { type ShowroomFixture, showroomByVsdId } from '../testing/catalog-fixtures.ts';
import { createTestApp, TEST_PLATFORM_ORIGIN, type TestApp } from '../testing/test-app.ts';

const INDEX =
  '<!doctype html><html><head><meta charset="utf-8" /><title>Showroom</title></head><body><div id="root"></div></body></html>';
const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

let dist: string;
let t: TestApp;
let homepro: ShowroomFixture;
let carried: { hash: string }[];
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'showroom-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  t = await createTestApp({ products: 40, showroomDist: dist });
  homepro = await showroomByVsdId(t.db, 'HOMEPRO1');
  // Products in categories HOMEPRO1 carries, so its link shows them at its own markup.
  carried = await t.db
    .select({ hash: products.hash })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(inArray(categories.parent_id, homepro.topCategoryIds))
    .limit(2);
  expect(carried).toHaveLength(2);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
/** The decoded content of `<meta property|name="key">`, or undefined. */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`)
    .exec(html)?.[1]
    ?.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => ENTITIES[entity] ?? entity);
const detail = async (hash: string, showroom?: number) => {
  const query = showroom === undefined ? '' : `?showroom=${showroom}`;
  const response = await t.app.inject({ method: 'GET', url: `/api/product/${hash}${query}` });
  return productDetailResponseSchema.parse(response.json()).data.data;
};

describe('Open Graph for shared product links', () => {
  it('previews a product with its name, platform price, picture and address', async () => {
    const { hash } = carried[0]!;
    const product = await detail(hash);
    const html = await page(`/showroom/product/${hash}`);
    const title = PRODUCT_PAGE_META.title('Showroom', product.name);
    expect(html).toContain(`<title>${title}</title>`);
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'og:description')).toMatch(
      new RegExp(`^\\${usd(product.price)} per ${product.unit} · ${product.brand.name}\\.`),
    );
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    expect(meta(html, 'og:url')).toBe(`${TEST_PLATFORM_ORIGIN}/showroom/product/${hash}`);
    const image = meta(html, 'og:image')!;
    expect(image).toBe(`${TEST_PLATFORM_ORIGIN}/api/product/${hash}/picture.png`);

    const picture = await t.app.inject({ method: 'GET', url: new URL(image).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it("prices at the link's showroom (path segment or ?showroom=), the platform's price for an unknown one", async () => {
    const { hash } = carried[0]!;
    const atShowroom = usd((await detail(hash, homepro.userId)).price);
    const atPlatform = usd((await detail(hash)).price);
    // HOMEPRO1's markup is not the standard one, so the two prices tell the showrooms apart.
    expect(atShowroom).not.toBe(atPlatform);
    for (const url of [`/showroom/product/${hash}/HOMEPRO1`, `/showroom/product/${hash}?showroom=homepro1`]) {
      expect(meta(await page(url), 'og:description')).toContain(`${atShowroom} per `);
    }
    expect(meta(await page(`/showroom/product/${hash}/NOSUCHID`), 'og:description')).toContain(
      `${atPlatform} per `,
    );
  });

  it('escapes every value written into the page', async () => {
    const { hash } = carried[1]!;
    const name = `<script>alert("x")</script> & 'Tom' $& $1`;
    await t.db.update(products).set({ name, description: '"></head><body>' }).where(eq(products.hash, hash));
    const html = await page(`/showroom/product/${hash}`);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"></head><body>');
    expect(meta(html, 'og:title')).toBe(PRODUCT_PAGE_META.title('Showroom', name));
    expect(meta(html, 'og:description')).toContain('"></head><body>');
  });

  it.each([
    '/showroom/product/ffffffffffffffff',
    '/showroom/product/not-a-hash',
    '/showroom/product/%3Cscript%3E',
    '/showroom/cart',
  ])('serves %s as the plain shell with the default description', async (url) => {
    const html = await page(url);
    expect(html).toContain('<title>Showroom</title>');
    expect(meta(html, 'description')).toBe(PAGE_DESCRIPTIONS.home);
    expect(html).not.toContain('og:');
  });
});
