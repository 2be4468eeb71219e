import type { Faker } from '@faker-js/faker';
import type { Database } from '../client.ts';
import { product_sizes, products } from '../schema.ts';
import type { SeededBrand } from './brands.ts';
import type { SeededSubCategory } from './categories.ts';
import { COLOURS } from './colours.ts';
import { COLLECTIONS, VOCABULARY } from './product-vocabulary.ts';
import type { SizeFormat } from './size-formats.ts';

/** Rows per INSERT: large enough to be fast, well under PostgreSQL's 65,535 bind parameters. */
const BATCH_SIZE = 1_000;

type ProductRow = Omit<typeof products.$inferInsert, 'id'>;
type SizeRow = Omit<typeof product_sizes.$inferInsert, 'id' | 'product_id'>;

export interface SeedProductsOptions {
  count: number;
  subs: readonly SeededSubCategory[];
  brands: readonly SeededBrand[];
}

/** Inserts `count` products with 1-3 sizes each, a batch of products then their sizes at a time. */
export async function seedProducts(db: Database, faker: Faker, options: SeedProductsOptions): Promise<void> {
  const pick = productPicker(faker, options);
  for (let start = 0; start < options.count; start += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, options.count - start) }, (_, offset) =>
      generateProduct(faker, start + offset, pick()),
    );
    const inserted = await db
      .insert(products)
      .values(batch.map((item) => item.product))
      .returning({ id: products.id, hash: products.hash });
    const idByHash = new Map(inserted.map((row) => [row.hash, row.id]));
    await db
      .insert(product_sizes)
      .values(
        batch.flatMap((item) =>
          item.sizes.map((size) => ({ ...size, product_id: idByHash.get(item.product.hash)! })),
        ),
      );
  }
}

interface Choice {
  sub: SeededSubCategory;
  brand: SeededBrand;
}

/** Picks a top category evenly (so every category gets its share), then a sub-category and a brand making it. */
function productPicker(faker: Faker, { subs, brands }: SeedProductsOptions): () => Choice {
  const subsByTop = new Map<string, SeededSubCategory[]>();
  for (const sub of subs) subsByTop.set(sub.top.name, [...(subsByTop.get(sub.top.name) ?? []), sub]);
  const groups = [...subsByTop.values()];
  const makersOf = new Map(
    subs.map((sub) => {
      const makers = brands.filter((brand) => brand.families.includes(sub.top.family));
      return [sub.top.family, makers.length > 0 ? makers : brands] as const;
    }),
  );
  return () => {
    const sub = faker.helpers.arrayElement(faker.helpers.arrayElement(groups));
    return { sub, brand: faker.helpers.arrayElement(makersOf.get(sub.top.family)!) };
  };
}

function generateProduct(
  faker: Faker,
  index: number,
  { sub, brand }: Choice,
): { product: ProductRow; sizes: SizeRow[] } {
  const { top } = sub;
  const words = VOCABULARY[top.family];
  const formats = faker.helpers.arrayElements(words.formats, {
    min: 1,
    max: Math.min(3, words.formats.length),
  });
  const style = faker.helpers.arrayElement(words.styles);
  const finish = faker.helpers.arrayElement(words.finishes);
  const collection = faker.helpers.arrayElement(COLLECTIONS);
  const colours = faker.helpers.arrayElements(COLOURS, { min: 1, max: 3 });
  const basePrice = faker.number.float({ min: top.price[0], max: top.price[1], fractionDigits: 2 });

  const name =
    words.lead === 'format'
      ? `${formats[0]!.label} ${style} ${finish} ${sub.sub.noun}`
      : `${collection} ${words.lead === 'finish' ? finish : style} ${sub.sub.noun}`;
  const sizes = formats.map((format) =>
    sizeRow(faker, format, basePrice, top.unit === 'Box', words.patterns),
  );
  const colourNames = colours.map((colour) => colour.name.toLowerCase()).join(', ');

  return {
    product: {
      hash: faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }),
      name,
      sku: `${brand.code}-${String(index + 1).padStart(6, '0')}`,
      brand_id: brand.id,
      vendor_id: brand.vendorId,
      category_id: sub.id,
      description: `${name} by ${brand.name}. ${finish} finish, available in ${colourNames}. Free U.S. delivery in 1-3 weeks.`,
      colours: [...colours],
      finish,
      wholesale_price: Math.min(...sizes.map((size) => size.wholesale_price)),
      created_at: faker.date.between({ from: '2024-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' }),
    },
    sizes,
  };
}

/** Box sizes are priced per square foot times the box's area; Piece sizes scale the base price. */
function sizeRow(
  faker: Faker,
  format: SizeFormat,
  basePrice: number,
  byBox: boolean,
  patterns: readonly (string | null)[],
): SizeRow & { wholesale_price: number } {
  const price = byBox && format.boxSqft ? basePrice * format.boxSqft : basePrice * format.priceFactor;
  return {
    width_size: format.width,
    height_size: format.height,
    length_size: format.length,
    pattern: faker.helpers.arrayElement(patterns),
    box_sqft: byBox ? format.boxSqft : null,
    uom: byBox ? 'Box' : 'Piece',
    wholesale_price: Math.round(price * 100) / 100,
  };
}
