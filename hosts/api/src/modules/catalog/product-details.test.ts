import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from './catalog-schema.ts';
import { createCategoryLookup } from './category-index.ts';
import { createProductDetails } from './product-details.ts';
import { PLATFORM_CONTEXT, type ShowroomContext } from './showroom-context.ts';

let t: TestApp;
let product: { id: number; hash: string };
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  const [first] = await t.db.select({ id: products.id, hash: products.hash }).from(products).limit(1);
  if (!first) throw new Error('the seed has no product');
  product = first;
});
afterAll(() => t.close());

const showroom = (markupPercent: number): ShowroomContext => ({
  showroom: 7,
  markupPercent,
  topCategoryIds: null,
});

describe('cached product details', () => {
  it('answer a repeated read from memory, without seeing a change in the database', async () => {
    const detail = createProductDetails(t.db, createCategoryLookup(t.db)).get;
    const first = await detail(product.hash, PLATFORM_CONTEXT);
    await t.db.update(products).set({ name: 'Renamed meanwhile' }).where(eq(products.id, product.id));
    expect((await detail(product.hash, PLATFORM_CONTEXT)).name).toBe(first.name);
    // A fresh cache (another process, or after the TTL) reads the change.
    expect(
      (await createProductDetails(t.db, createCategoryLookup(t.db)).get(product.hash, PLATFORM_CONTEXT)).name,
    ).toBe('Renamed meanwhile');
  });

  it("price with a pro's changed markup at once, never with the cached old one", async () => {
    const detail = createProductDetails(t.db, createCategoryLookup(t.db)).get;
    const before = await detail(product.hash, showroom(10));
    const after = await detail(product.hash, showroom(50));
    expect(after.price).toBeGreaterThan(before.price);
    expect((await detail(product.hash, showroom(10))).price).toBe(before.price);
  });
});
