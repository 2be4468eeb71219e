import { validationErrorSchema } from '@showroom/contract';
import { productListResponseSchema } from '@showroom/contract/catalog';
import { shownPrice } from '@showroom/contract/money';
import {
  VENDOR_PRODUCT_MESSAGES,
  type VendorProductOptions,
  vendorProductOptionsResponseSchema,
  vendorProductPageResponseSchema,
  vendorProductResponseSchema,
} from '@showroom/contract/vendor';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { categories, product_sizes } from '../../modules/catalog/catalog-schema.ts';
import { showroomByVsdId } from '../../testing/catalog-fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let vendor: Record<string, string>;
let otherVendor: Record<string, string>;
let options: VendorProductOptions;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  vendor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.vendor.email));
  otherVendor = bearer(await t.tokenFor('metrotile@vendors.showroom.test'));
  const answer = await t.app.inject({ method: 'GET', url: '/api/vendor/product_options', headers: vendor });
  options = vendorProductOptionsResponseSchema.parse(answer.json()).data;
});
afterAll(() => t.close());

const pieceCategory = () => options.categories.find((category) => category.unit !== 'Box')!;
const boxCategory = () => options.categories.find((category) => category.unit === 'Box')!;

function input(overrides: object = {}) {
  return {
    sku: 'SUM-TEST-001',
    name: 'Harbor Brushed Brass Faucet',
    category_id: pieceCategory().id,
    brand_id: options.brands[0]!.id,
    finish: 'Brushed Brass',
    colours: [{ name: 'Brass', hex: '#B5A642' }],
    sizes: [
      { width_size: '8"', wholesale_price: '120.50', stock_qty: '7' },
      { width_size: '10"', wholesale_price: 140, stock_qty: 0 },
    ],
    ...overrides,
  };
}

const create = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/vendor/products', headers, payload });
const update = (headers: Record<string, string>, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/vendor/products/${id}`, headers, payload });
const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/vendor/products${query}`, headers });
const errorsOf = (response: { json(): unknown }) => validationErrorSchema.parse(response.json()).errors;

async function storeList(name: string, showroom: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/visualization/products',
    payload: { category: pieceCategory().id, q: name, showroom },
  });
  return productListResponseSchema.parse(response.json()).data;
}

describe("a vendor's products", () => {
  it('offers the vendor only their own brand lines, and every sub-category with its unit', () => {
    expect(options.brands.length).toBeGreaterThan(0);
    expect(options.categories.some((category) => category.unit === 'Box')).toBe(true);
  });

  it('creates a product with two sizes that a showroom lists at its pro’s price', async () => {
    const response = await create(vendor, input());
    expect(response.statusCode, response.body).toBe(201);
    const product = vendorProductResponseSchema.parse(response.json()).data;
    expect(product).toMatchObject({ sku: 'SUM-TEST-001', status: 'active', photo: null });
    expect(product.sizes.map((size) => [size.width_size, size.wholesale_price, size.stock_qty])).toEqual([
      ['8"', 120.5, 7],
      ['10"', 140, 0],
    ]);
    const homepro = await showroomByVsdId(t.db, 'HOMEPRO1');
    const shown = await storeList('Harbor Brushed Brass', homepro.userId);
    expect(shown.data.map((card) => [card.hash, card.price])).toEqual([
      [product.hash, shownPrice(120.5, homepro.markup)],
    ]);
  });

  it('lists, searches and filters only the vendor’s own products', async () => {
    const mine = vendorProductPageResponseSchema.parse((await list(vendor, '?search=sum-test')).json()).data;
    expect(mine.data.map((row) => [row.sku, row.size_count, row.stock_qty, row.out_of_stock])).toEqual([
      ['SUM-TEST-001', 2, 7, true],
    ]);
    const inStock = vendorProductPageResponseSchema.parse(
      (await list(vendor, '?stock=in_stock')).json(),
    ).data;
    expect(inStock.data.map((row) => row.sku)).not.toContain('SUM-TEST-001');
    const top = await t.db
      .select({ parent: categories.parent_id })
      .from(categories)
      .where(eq(categories.id, pieceCategory().id));
    for (const category of [pieceCategory().id, top[0]!.parent!]) {
      const found = vendorProductPageResponseSchema.parse(
        (await list(vendor, `?category_id=${category}&stock=out_of_stock&search=SUM`)).json(),
      ).data;
      expect(found.data.map((row) => row.sku)).toEqual(['SUM-TEST-001']);
    }
    const theirs = vendorProductPageResponseSchema.parse((await list(otherVendor)).json()).data;
    expect(theirs.data.map((row) => row.sku)).not.toContain('SUM-TEST-001');
  });

  it('updates prices and stock in place, keeping the size ids carts and orders point at', async () => {
    const [row] = vendorProductPageResponseSchema.parse((await list(vendor, '?search=SUM-TEST-001')).json())
      .data.data;
    const before = await t.db.select().from(product_sizes).where(eq(product_sizes.product_id, row!.id));
    const response = await update(
      vendor,
      row!.id,
      input({ sizes: [{ width_size: '8"', wholesale_price: 99.99, stock_qty: 12 }] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = await t.db.select().from(product_sizes).where(eq(product_sizes.product_id, row!.id));
    expect(after.map((size) => [size.id, size.wholesale_price, size.stock_qty])).toEqual([
      [before.find((size) => size.width_size === '8"')!.id, 99.99, 12],
    ]);
  });

  it('answers another vendor’s product as not found, and never changes it', async () => {
    const [row] = vendorProductPageResponseSchema.parse((await list(vendor, '?search=SUM-TEST-001')).json())
      .data.data;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/products/${row!.id}`,
      headers: otherVendor,
    });
    expect(read.statusCode).toBe(404);
    expect((await update(otherVendor, row!.id, input())).statusCode).toBe(404);
    const archive = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/products/${row!.id}/archive`,
      headers: otherVendor,
    });
    expect(archive.statusCode).toBe(404);
  });

  it('refuses a brand line of another vendor, a Box size without box_sqft and a SKU already used', async () => {
    const otherBrands = vendorProductOptionsResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/vendor/product_options', headers: otherVendor })
      ).json(),
    ).data.brands;
    const theirBrand = await create(vendor, input({ sku: 'SUM-X', brand_id: otherBrands[0]!.id }));
    expect(errorsOf(theirBrand)).toEqual({ brand_id: [VENDOR_PRODUCT_MESSAGES.brandNotYours] });
    const box = await create(vendor, input({ sku: 'SUM-Y', category_id: boxCategory().id }));
    expect(errorsOf(box)).toEqual({
      'sizes.0.box_sqft': [VENDOR_PRODUCT_MESSAGES.boxSqftMissing],
      'sizes.1.box_sqft': [VENDOR_PRODUCT_MESSAGES.boxSqftMissing],
    });
    expect(errorsOf(await create(vendor, input()))).toEqual({ sku: [VENDOR_PRODUCT_MESSAGES.skuTaken] });
  });

  it('archives a product: gone from the showroom’s lists and new carts, back when restored', async () => {
    const [row] = vendorProductPageResponseSchema.parse((await list(vendor, '?search=SUM-TEST-001')).json())
      .data.data;
    const homepro = await showroomByVsdId(t.db, 'HOMEPRO1');
    const archive = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/products/${row!.id}/archive`,
      headers: vendor,
    });
    expect(archive.statusCode).toBe(200);
    expect(vendorProductResponseSchema.parse(archive.json()).data.status).toBe('archived');
    // The catalogue's caches drop on the change notice, which arrives a moment after the write.
    await vi.waitFor(async () =>
      expect((await storeList('Harbor Brushed Brass', homepro.userId)).total).toBe(0),
    );
    const archived = vendorProductPageResponseSchema.parse(
      (await list(vendor, '?status=archived')).json(),
    ).data;
    expect(archived.data.map((product) => product.id)).toEqual([row!.id]);
    await t.app.inject({ method: 'POST', url: `/api/vendor/products/${row!.id}/restore`, headers: vendor });
    await vi.waitFor(async () =>
      expect((await storeList('Harbor Brushed Brass', homepro.userId)).total).toBe(1),
    );
  });

  it('answers bad input with field errors, never a 500', async () => {
    const response = await create(vendor, { sku: '', sizes: 'many' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response))).toEqual(expect.arrayContaining(['sku', 'name', 'sizes']));
  });
});
