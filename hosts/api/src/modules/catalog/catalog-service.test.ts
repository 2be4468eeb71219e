import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { ChangeNotices } from '../../providers/change-notices/change-notices.ts';
import { openModuleTestDatabase } from '../../testing/module-test-database.ts';
import { TEST_PLATFORM_ORIGIN } from '../../testing/test-app.ts';
import { products } from './catalog-schema.ts';
import { type CatalogService, createCatalogService, PLATFORM_CONTEXT } from './index.ts';

let database: DatabaseHandle;
let catalog: CatalogService;
beforeAll(async () => {
  database = await openModuleTestDatabase();
  catalog = createCatalogService({
    db: database.db,
    platformOrigin: TEST_PLATFORM_ORIGIN,
    notices: new ChangeNotices(false),
  });
});
afterAll(() => database.close());

describe('the catalog service', () => {
  it("answers a product's detail by its hash, at the platform's prices", async () => {
    const [product] = await database.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const detail = await catalog.detail(product!.hash, PLATFORM_CONTEXT);
    expect(detail).toMatchObject({ id: product!.id, hash: product!.hash, name: product!.name });
  });

  it('refuses an unknown product with a 404', async () => {
    const refusal = await catalog
      .detail('no-such-product', PLATFORM_CONTEXT)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).statusCode).toBe(404);
  });

  it('resolves no showroom to the platform context, and an unknown one to a 404', async () => {
    expect(await catalog.showrooms.resolve(undefined)).toEqual(PLATFORM_CONTEXT);
    await expect(catalog.showrooms.resolve(2_000_000_000)).rejects.toBeInstanceOf(HttpError);
  });
});
