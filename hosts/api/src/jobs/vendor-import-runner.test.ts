/**
 * The import job when things go wrong: a process dies mid-batch (the batch's transaction rolls back)
 * and another takes the run over after its lease, from the last saved batch; two runs of the same
 * file at once (two tabs, two processes). Nothing is imported twice. On PGlite and, in the
 * PostgreSQL tier, on PostgreSQL, where the runs really overlap.
 */
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { product_sizes, products } from '../modules/catalog/catalog-schema.ts';
import { createVendorImportsService } from '../modules/vendor-imports/index.ts';
import { vendor_imports } from '../modules/vendor-imports/vendor-imports-schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { IMPORT_HEADER, importWords } from '../testing/vendor-import-kit.ts';
import { IMPORT_BATCH_ROWS, IMPORT_LEASE_MS, runVendorImports } from './vendor-import-runner.ts';

let t: TestApp;
let vendorId: number;
let service: ReturnType<typeof createVendorImportsService>;
let words: Awaited<ReturnType<typeof importWords>>;

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  vendorId = await t.userIdOf(DEMO_ACCOUNTS.logins.vendor.email);
  service = createVendorImportsService({ db: t.db, clock: t.clock });
  words = await importWords(t.db, vendorId);
});
afterAll(() => t.close());

/** `rows` rows of new SKUs `<prefix>-<n>`, two rows (two sizes) per SKU. */
const csvOf = (prefix: string, rows: number) =>
  [
    IMPORT_HEADER,
    ...Array.from(
      { length: rows },
      (_, index) =>
        `${prefix}-${Math.floor(index / 2)},Crash tile ${index},${words.piece},${words.brand},${10 + (index % 7)},5,${index % 2 ? '12"' : '24"'},,`,
    ),
  ].join('\n');

const queue = async (csv: string) => {
  const file = await service.upload(vendorId, 'catalogue.csv', csv);
  const started = await service.start(vendorId, file.id, file.mapping, false);
  if (typeof started !== 'object' || started === null) throw new Error(`not started: ${started}`);
  return file.id;
};

const stateOf = async (id: number) =>
  (await t.db.select().from(vendor_imports).where(eq(vendor_imports.id, id)))[0]!;
const countOf = async (prefix: string) => {
  const [productRows] = await t.db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.vendor_id, vendorId), like(products.sku, `${prefix}-%`)));
  const [sizeRows] = await t.db
    .select({ n: count() })
    .from(product_sizes)
    .innerJoin(products, eq(products.id, product_sizes.product_id))
    .where(like(products.sku, `${prefix}-%`));
  return { products: productRows!.n, sizes: sizeRows!.n };
};

describe('an import whose process dies mid-way', () => {
  it('is taken up after its lease from the last saved batch, and makes every product once', async () => {
    const rows = IMPORT_BATCH_ROWS * 2 + 200;
    const id = await queue(csvOf('CRASH', rows));
    const crash = runVendorImports({
      db: t.db,
      clock: t.clock,
      afterBatchWritten: (done) => {
        if (done > IMPORT_BATCH_ROWS) throw new Error('the process died');
      },
    });
    await expect(crash).rejects.toThrow('the process died');
    expect(await stateOf(id)).toMatchObject({ state: 'running', rows_done: IMPORT_BATCH_ROWS });
    expect(await countOf('CRASH')).toEqual({ products: IMPORT_BATCH_ROWS / 2, sizes: IMPORT_BATCH_ROWS });

    // Within the lease nobody takes it: the dead run might only be slow.
    expect(await runVendorImports({ db: t.db, clock: t.clock })).toBe(0);
    t.clock.advance(IMPORT_LEASE_MS + 1);
    expect(await runVendorImports({ db: t.db, clock: t.clock })).toBe(1);
    expect(await stateOf(id)).toMatchObject({
      state: 'done',
      rows_done: rows,
      created_count: rows / 2,
      updated_count: 0,
      failed_count: 0,
    });
    expect(await countOf('CRASH')).toEqual({ products: rows / 2, sizes: rows });
  }, 120_000);
});

describe('two runs of the same file at once', () => {
  it('make each product and size once', async () => {
    const csv = csvOf('TWICE', IMPORT_BATCH_ROWS + 100);
    const ids = [await queue(csv), await queue(csv)];
    await Promise.all([
      runVendorImports({ db: t.db, clock: t.clock }),
      runVendorImports({ db: t.db, clock: t.clock }),
    ]);
    const states = await Promise.all(ids.map(stateOf));
    expect(states.map((state) => state.state)).toEqual(['done', 'done']);
    // Between them, each SKU was created once and updated once.
    expect(states.reduce((sum, state) => sum + state.created_count, 0)).toBe((IMPORT_BATCH_ROWS + 100) / 2);
    expect(await countOf('TWICE')).toEqual({
      products: (IMPORT_BATCH_ROWS + 100) / 2,
      sizes: IMPORT_BATCH_ROWS + 100,
    });
  }, 120_000);
});
