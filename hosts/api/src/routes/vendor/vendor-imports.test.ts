import { validationErrorSchema } from '@showroom/contract';
import { VENDOR_PRODUCT_MESSAGES } from '@showroom/contract/vendor';
import {
  importErrorPageResponseSchema,
  VENDOR_IMPORT_MESSAGES,
  vendorImportResponseSchema,
} from '@showroom/contract/vendor-import';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { brands, categories, product_sizes, products } from '../../modules/catalog/catalog-schema.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { IMPORT_HEADER, importWords, uploadCsv, waitForRun } from '../../testing/vendor-import-kit.ts';

let t: TestApp;
let vendor: Record<string, string>;
let vendorId: number;
let otherVendor: Record<string, string>;
let otherVendorId: number;
let words: Awaited<ReturnType<typeof importWords>>;

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  vendor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.vendor.email));
  vendorId = await t.userIdOf(DEMO_ACCOUNTS.logins.vendor.email);
  otherVendor = bearer(await t.tokenFor('metrotile@vendors.showroom.test'));
  otherVendorId = await t.userIdOf('metrotile@vendors.showroom.test');
  words = await importWords(t.db, vendorId);
});
afterAll(() => t.close());

const upload = async (csv: string, headers = vendor) => {
  const response = await uploadCsv(t, headers, csv);
  expect(response.statusCode, response.body).toBe(201);
  return vendorImportResponseSchema.parse(response.json()).data;
};

const run = async (id: number, dryRun: boolean, headers = vendor) => {
  const { data } = await t.app
    .inject({ method: 'GET', url: `/api/vendor/imports/${id}`, headers })
    .then((response) => vendorImportResponseSchema.parse(response.json()));
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/vendor/imports/${id}/run`,
    headers,
    payload: { mapping: data.mapping, dry_run: dryRun },
  });
  expect(response.statusCode).toBe(200);
  return waitForRun(t, headers, id);
};

const report = async (id: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/vendor/imports/${id}/errors`,
    headers: vendor,
  });
  expect(response.statusCode).toBe(200);
  return importErrorPageResponseSchema.parse(response.json()).data;
};

const ownProduct = async (sku: string, owner = vendorId) => {
  const [product] = await t.db
    .select()
    .from(products)
    .where(and(eq(products.vendor_id, owner), eq(products.sku, sku)));
  if (!product) return null;
  const sizes = await t.db.select().from(product_sizes).where(eq(product_sizes.product_id, product.id));
  return { ...product, sizes };
};

const csvOf = (...rows: string[]) => [IMPORT_HEADER, ...rows].join('\n');

describe('POST /api/vendor/imports', () => {
  it('keeps the file and guesses the mapping from its header', async () => {
    const file = await upload(csvOf(`IMP-1,Oak plank,${words.piece},${words.brand},12.50,4,7",,Oak #A0522D`));
    expect(file).toMatchObject({
      state: 'uploaded',
      total_rows: 1,
      headers: IMPORT_HEADER.split(','),
      sample: [['IMP-1', 'Oak plank', words.piece, words.brand, '12.50', '4', '7"', '', 'Oak #A0522D']],
    });
    expect(file.mapping).toMatchObject({
      sku: 0,
      name: 1,
      category: 2,
      brand: 3,
      wholesale_price: 4,
      stock_qty: 5,
    });
  });

  it('refuses a file that is not a CSV, or has nothing under its header, with the field named', async () => {
    const notCsv = await uploadCsv(t, vendor, 'a,b\n1,2\n', 'catalogue.xlsx');
    expect(notCsv.statusCode).toBe(422);
    expect(validationErrorSchema.parse(notCsv.json()).errors).toEqual({
      file: [VENDOR_IMPORT_MESSAGES.fileType],
    });
    const empty = await uploadCsv(t, vendor, `${IMPORT_HEADER}\n\n`);
    expect(empty.statusCode).toBe(422);
    expect(validationErrorSchema.parse(empty.json()).errors).toEqual({
      file: [VENDOR_IMPORT_MESSAGES.noRows],
    });
  });
});

describe('a dry run, then the import', () => {
  const good = (sku: string, price = '20.00', stock = '10') =>
    `${sku},Imported ${sku},${words.piece},${words.brand},${price},${stock},12",,`;

  it('reports every bad row by row and field, writes nothing on the dry run, and imports only the good rows', async () => {
    const file = await upload(
      csvOf(
        good('DRY-1'),
        `DRY-2,,${words.piece},${words.brand},abc,10,,,`,
        good('DRY-3'),
        `DRY-4,Tile,no-such-category,${words.brand},5,1,,,`,
        `DRY-5,Tile,${words.box},${words.brand},5,1,,,`,
      ),
    );
    const dry = await run(file.id, true);
    expect(dry).toMatchObject({
      state: 'done',
      dry_run: true,
      rows_done: 5,
      created: 2,
      updated: 0,
      failed: 3,
    });
    expect(await ownProduct('DRY-1')).toBeNull();
    const lines = (await report(file.id)).data;
    expect(lines).toEqual([
      { row: 3, field: 'name', message: 'The name field is required.' },
      { row: 3, field: 'wholesale_price', message: VENDOR_PRODUCT_MESSAGES.priceInvalid },
      { row: 5, field: 'category', message: VENDOR_IMPORT_MESSAGES.unknownCategory('no-such-category') },
      { row: 6, field: 'box_sqft', message: VENDOR_PRODUCT_MESSAGES.boxSqftMissing },
    ]);

    const imported = await run(file.id, false);
    expect(imported).toMatchObject({ state: 'done', dry_run: false, created: 2, failed: 3 });
    expect(await ownProduct('DRY-1')).toMatchObject({
      name: 'Imported DRY-1',
      wholesale_price: 20,
      sizes: [{ stock_qty: 10, width_size: '12"' }],
    });
    expect(await ownProduct('DRY-3')).not.toBeNull();
    expect(await ownProduct('DRY-2')).toBeNull();
    expect((await report(file.id)).total).toBe(4);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/imports/${file.id}/run`,
      headers: vendor,
      payload: { mapping: imported.mapping, dry_run: false },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: VENDOR_IMPORT_MESSAGES.alreadyImported });
  });

  it("updates price and stock by SKU on a re-import, adds a new size, and leaves another vendor's same SKU alone", async () => {
    const [otherBrand] = await t.db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.vendor_id, otherVendorId));
    const [theirs] = await t.db
      .insert(products)
      .values({
        hash: 'import0test0sku1',
        name: 'Their product',
        sku: 'SAME-SKU',
        brand_id: otherBrand!.id,
        vendor_id: otherVendorId,
        category_id: (
          await t.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, words.piece))
        )[0]!.id,
        wholesale_price: 99,
      })
      .returning({ id: products.id });
    await t.db.insert(product_sizes).values({ product_id: theirs!.id, wholesale_price: 99, stock_qty: 7 });

    await run((await upload(csvOf(good('SAME-SKU', '30.00', '5')))).id, false);
    const second = await run(
      (
        await upload(
          csvOf(
            good('SAME-SKU', '25.50', '40'),
            `SAME-SKU,Imported SAME-SKU,${words.piece},${words.brand},18,3,24",,`,
          ),
        )
      ).id,
      false,
    );
    expect(second).toMatchObject({ created: 0, updated: 1, failed: 0 });
    const mine = await ownProduct('SAME-SKU');
    expect(mine!.sizes.map((size) => [size.width_size, size.wholesale_price, size.stock_qty]).sort()).toEqual(
      [
        ['12"', 25.5, 40],
        ['24"', 18, 3],
      ],
    );
    expect(mine!.wholesale_price).toBe(18);
    const untouched = await ownProduct('SAME-SKU', otherVendorId);
    expect(untouched).toMatchObject({
      name: 'Their product',
      wholesale_price: 99,
      sizes: [{ stock_qty: 7 }],
    });
  });
});

describe('who may see and run an import', () => {
  it("answers another vendor's import as not found, on every call", async () => {
    const file = await upload(csvOf(`OWN-1,Tile,${words.piece},${words.brand},5,1,,,`));
    const calls = [
      { method: 'GET' as const, url: `/api/vendor/imports/${file.id}` },
      { method: 'GET' as const, url: `/api/vendor/imports/${file.id}/errors` },
      {
        method: 'POST' as const,
        url: `/api/vendor/imports/${file.id}/run`,
        payload: { mapping: file.mapping, dry_run: true },
      },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: otherVendor });
      expect(response.statusCode, call.url).toBe(404);
    }
  });

  it('asks for a column for every required field before a run', async () => {
    const file = await upload(csvOf(`MAP-1,Tile,${words.piece},${words.brand},5,1,,,`));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/imports/${file.id}/run`,
      headers: vendor,
      payload: { mapping: { ...file.mapping, sku: null, stock_qty: 40 }, dry_run: true },
    });
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors).toEqual({
      'mapping.sku': [VENDOR_IMPORT_MESSAGES.unmapped('SKU')],
      'mapping.stock_qty': [VENDOR_IMPORT_MESSAGES.noSuchColumn],
    });
  });
});
