import type { Faker } from '@faker-js/faker';
import type { Colour, product_sizes, products } from '../../modules/catalog/catalog-schema.ts';
import type { SeededBrand } from './brands.ts';
import type { SeededSubCategory } from './categories.ts';
import { type ColourName, paletteColour } from './colours.ts';
import type { Finish } from './finishes.ts';
import type { Look } from './looks.ts';
import { COLLECTIONS, type FamilyVocabulary, VOCABULARY } from './product-vocabulary.ts';
import type { SizeFormat } from './size-formats.ts';

export type ProductRow = Omit<typeof products.$inferInsert, 'id'>;
export type SizeRow = Omit<typeof product_sizes.$inferInsert, 'id' | 'product_id'> & {
  wholesale_price: number;
};

export interface GeneratedProduct {
  product: ProductRow;
  sizes: SizeRow[];
}

export interface ProductGeneratorOptions {
  subs: readonly SeededSubCategory[];
  brands: readonly SeededBrand[];
}

/**
 * Returns a function making the `index`-th product. No database: the seed inserts what it makes, and
 * the seed's tests check every product it would make. The name is written from the chosen size, look
 * and finish, and the colours are derived from the look and finish, so they cannot disagree.
 */
export function productGenerator(
  faker: Faker,
  options: ProductGeneratorOptions,
): (index: number) => GeneratedProduct {
  const pick = productPicker(faker, options);
  return (index) => generateProduct(faker, index, pick());
}

interface Choice {
  sub: SeededSubCategory;
  brand: SeededBrand;
}

/** Whether a brand is declared for a sub-category: by its own name or its top category's. */
export const brandMakes = (brand: Pick<SeededBrand, 'makes'>, sub: SeededSubCategory): boolean =>
  brand.makes.includes(sub.sub.name) || brand.makes.includes(sub.top.name);

/** Picks a top category evenly (so every category gets its share), then a sub-category and a brand making it. */
function productPicker(faker: Faker, { subs, brands }: ProductGeneratorOptions): () => Choice {
  const subsByTop = new Map<string, SeededSubCategory[]>();
  for (const sub of subs) subsByTop.set(sub.top.name, [...(subsByTop.get(sub.top.name) ?? []), sub]);
  const groups = [...subsByTop.values()];
  const makersOf = new Map(
    subs.map((sub) => {
      const makers = brands.filter((brand) => brandMakes(brand, sub));
      // Two makers at least: faker draws nothing to pick from one, which would shift every later
      // product of the catalogue (its names, sizes, colours and hashes), not only this one's brand.
      if (makers.length < 2) throw new Error(`Seed brands: fewer than two brands make "${sub.sub.name}"`);
      return [sub, makers] as const;
    }),
  );
  return () => {
    const sub = faker.helpers.arrayElement(faker.helpers.arrayElement(groups));
    return { sub, brand: faker.helpers.arrayElement(makersOf.get(sub)!) };
  };
}

function generateProduct(faker: Faker, index: number, { sub, brand }: Choice): GeneratedProduct {
  const { top } = sub;
  const words: FamilyVocabulary = VOCABULARY[top.family];
  const allFormats = sub.sub.formats ?? words.formats;
  const formats = faker.helpers.arrayElements(allFormats, { min: 1, max: Math.min(3, allFormats.length) });
  const look = words.lead === 'finish' ? null : faker.helpers.arrayElement(sub.sub.looks ?? words.looks);
  const finish = faker.helpers.arrayElement(look?.finishes ?? words.finishes);
  const collection = faker.helpers.arrayElement(COLLECTIONS);
  const basePrice = faker.number.float({ min: top.price[0], max: top.price[1], fractionDigits: 2 });

  const name = productName({ lead: words.lead, formats, look, finish, collection, noun: sub.sub.noun });
  const shades = productShades(name, look, finish);
  const colours = faker.helpers.arrayElements(shades, { min: 1, max: shades.length }).map(paletteColour);
  const sizes = formats.map((format) =>
    sizeRow(faker, format, basePrice, top.unit === 'Box', words.patterns),
  );

  return {
    product: {
      hash: faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }),
      name,
      sku: `${brand.code}-${String(index + 1).padStart(6, '0')}`,
      brand_id: brand.id,
      vendor_id: brand.vendorId,
      category_id: sub.id,
      description: `${name} by ${brand.name}. ${finish.name} finish, available in ${colourList(colours)}. Free U.S. delivery in 1-3 weeks.`,
      colours,
      finish: finish.name,
      wholesale_price: Math.min(...sizes.map((size) => size.wholesale_price)),
      created_at: faker.date.between({ from: '2024-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' }),
    },
    sizes,
  };
}

interface NameParts {
  lead: FamilyVocabulary['lead'];
  formats: readonly SizeFormat[];
  /** Null exactly when the finish leads the name. */
  look: Look | null;
  finish: Finish;
  collection: string;
  noun: string;
}

/** A size leads an area product's name only when it is the product's one size (the card shows the cheapest). */
function productName({ lead, formats, look, finish, collection, noun }: NameParts): string {
  if (look === null) return `${collection} ${finish.name} ${noun}`;
  if (lead === 'look') return `${collection} ${look.name} ${noun}`;
  const size = formats.length === 1 ? `${formats[0]!.label} ` : '';
  return `${size}${look.name} ${finish.name} ${noun}`;
}

/**
 * The shades a product comes in: those both its look and its finish allow (either may name no colour).
 * A look and finish that share no shade are a vocabulary mistake, refused here rather than seeded.
 */
function productShades(name: string, look: Look | null, finish: Finish): readonly ColourName[] {
  const fromLook = look?.colours ?? [];
  const shades =
    fromLook.length === 0
      ? finish.colours
      : finish.colours.length === 0
        ? fromLook
        : fromLook.filter((colour) => finish.colours.includes(colour));
  if (shades.length === 0)
    throw new Error(`Seed vocabulary: "${name}" has no colour its look and finish agree on`);
  return shades;
}

const colourList = (colours: readonly Colour[]) =>
  colours.map((colour) => colour.name.toLowerCase()).join(', ');

/** Box sizes are priced per square foot times the box's area; Piece sizes scale the base price. */
function sizeRow(
  faker: Faker,
  format: SizeFormat,
  basePrice: number,
  byBox: boolean,
  patterns: readonly (string | null)[],
): SizeRow {
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
