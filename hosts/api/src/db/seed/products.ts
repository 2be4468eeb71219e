import type { Faker } from '@faker-js/faker';
import { product_sizes, products } from '../../modules/catalog/catalog-schema.ts';
import type { Database } from '../client.ts';
import { type ProductGeneratorOptions, productGenerator } from './product-generator.ts';
import { stockQuantity } from './stock-quantities.ts';

/** Rows per INSERT: large enough to be fast, well under PostgreSQL's 65,535 bind parameters. */
const BATCH_SIZE = 1_000;

export interface SeedProductsOptions extends ProductGeneratorOptions {
  count: number;
}

/**
 * Inserts `count` products with 1-3 sizes each, a batch of products then their sizes at a time; each
 * size's stock on hand comes from `stockFaker`, in insertion order.
 */
export async function seedProducts(
  db: Database,
  faker: Faker,
  stockFaker: Faker,
  options: SeedProductsOptions,
): Promise<void> {
  const generate = productGenerator(faker, options);
  for (let start = 0; start < options.count; start += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, options.count - start) }, (_, offset) =>
      generate(start + offset),
    );
    const inserted = await db
      .insert(products)
      .values(batch.map((item) => item.product))
      .returning({ id: products.id, hash: products.hash });
    const idByHash = new Map(inserted.map((row) => [row.hash, row.id]));
    await db.insert(product_sizes).values(
      batch.flatMap((item) =>
        item.sizes.map((size) => ({
          ...size,
          product_id: idByHash.get(item.product.hash)!,
          stock_qty: stockQuantity(stockFaker),
        })),
      ),
    );
  }
}
