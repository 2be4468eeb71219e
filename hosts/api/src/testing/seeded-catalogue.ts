import { BRAND_SEEDS, type SeededBrand } from '../db/seed/brands.ts';
import type { SeededSubCategory } from '../db/seed/categories.ts';
import { CATEGORY_TREE } from '../db/seed/category-tree.ts';
import { type GeneratedProduct, productGenerator } from '../db/seed/product-generator.ts';
import { CATALOGUE_SEED, seededFaker } from '../db/seed/seeded-faker.ts';

/** Sub-categories in the order the seed inserts them; the ids are only stored, never drawn on. */
export const SEEDED_SUBS: readonly SeededSubCategory[] = CATEGORY_TREE.flatMap((top) =>
  top.subs.map((sub) => ({ top, sub })),
).map((entry, index) => ({ id: index + 1, ...entry }));

const brands: SeededBrand[] = BRAND_SEEDS.map((brand, index) => ({
  id: index + 1,
  name: brand.name,
  code: 'TST',
  vendorId: 1,
  makes: brand.makes,
}));

/** The first `count` products the seed makes, without a database (ids of categories and brands aside). */
export function seededCatalogue(count: number): GeneratedProduct[] {
  const generate = productGenerator(seededFaker(CATALOGUE_SEED), { subs: SEEDED_SUBS, brands });
  return Array.from({ length: count }, (_, index) => generate(index));
}
