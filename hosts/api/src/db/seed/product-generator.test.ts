import { describe, expect, it } from 'vitest';
import {
  colourWordsIn,
  disagreements,
  hexFits,
  type ProductToRead,
  phraseReader,
} from '../../testing/catalogue-agreement.ts';
import { SEEDED_SUBS, seededCatalogue } from '../../testing/seeded-catalogue.ts';
import { BRAND_SEEDS } from './brands.ts';
import { CATEGORY_TREE } from './category-tree.ts';
import { PALETTE } from './colours.ts';
import { brandMakes, type GeneratedProduct } from './product-generator.ts';
import { type Family, VOCABULARY } from './product-vocabulary.ts';

/** The server's catalogue size (config's SEED_PRODUCTS default): all of it is checked, not a sample. */
const SERVER_PRODUCTS = 25_000;

/** Every finish a family's products can have, the ones only some looks come in included. */
function finishNames(family: Family): string[] {
  const words = VOCABULARY[family];
  const byLook = words.lead === 'finish' ? [] : words.looks.flatMap((look) => look.finishes ?? []);
  return [...new Set([...words.finishes, ...byLook].map((finish) => finish.name))];
}
const finishReaders = new Map(
  (Object.keys(VOCABULARY) as Family[]).map((family) => [family, phraseReader(finishNames(family))]),
);
const familyOf = new Map(SEEDED_SUBS.map((sub) => [sub.id, sub.top.family]));
const subOf = new Map(SEEDED_SUBS.map((sub) => [sub.id, sub]));

/** A size's side in inches: `24"` or `7.5'` (turf comes in feet); null for anything else. */
function inches(side: string | null | undefined): number | null {
  const match = /^(\d+(?:\.\d+)?)(["'])$/.exec(side ?? '');
  if (!match) return null;
  return Number(match[1]) * (match[2] === "'" ? 12 : 1);
}

const readable = ({ product, sizes }: GeneratedProduct): ProductToRead => ({
  name: product.name,
  finish: product.finish ?? null,
  colours: product.colours ?? [],
  sizes,
});
const finishesIn = (family: Family) => finishReaders.get(family)!;

describe('the catalogue reader', () => {
  const colour = (name: keyof typeof PALETTE) => ({ name, hex: PALETTE[name] });
  const size = (width: string, height: string) => ({
    width_size: width,
    height_size: height,
    length_size: '3/8"',
  });

  // The four contradictions issue #9 found in the demo catalogue, and a finish named but not had.
  it.each<[string, Family, ProductToRead, RegExp]>([
    [
      '"4x12 Travertine" listed at 3"×6"',
      'tile',
      {
        name: '4x12 Travertine Honed Porcelain Tile',
        finish: 'Honed',
        colours: [colour('Beige')],
        sizes: [size('3"', '6"')],
      },
      /sold in 3"×6"/,
    ],
    [
      '"Nero Marquina" drawn cream',
      'tile',
      {
        name: 'Nero Marquina Polished Marble Tile',
        finish: 'Polished',
        colours: [colour('Cream')],
        sizes: [],
      },
      /says nero but is drawn Cream/,
    ],
    [
      '"Carbon Black" coping drawn gold',
      'stone',
      {
        name: 'Carbon Black Tumbled Bullnose Pool Coping',
        finish: 'Tumbled',
        colours: [colour('Gold')],
        sizes: [],
      },
      /says black but is drawn Gold/,
    ],
    [
      'a "Stainless Steel" sink drawn pink',
      'sink',
      {
        name: 'Arden Stainless Steel Undermount Kitchen Sink',
        finish: 'Brushed Stainless',
        colours: [colour('Blush')],
        sizes: [],
      },
      /says stainless but is drawn Blush/,
    ],
    [
      'a "Matte Black" faucet in brushed nickel',
      'faucet',
      {
        name: 'Arden Matte Black Bar Prep Faucet',
        finish: 'Brushed Nickel',
        colours: [colour('Nickel')],
        sizes: [],
      },
      /says Matte Black but its finish is Brushed Nickel/,
    ],
  ])('refuses %s', (_, family, product, problem) => {
    expect(disagreements(product, finishesIn(family))).toEqual(
      expect.arrayContaining([expect.stringMatching(problem)]),
    );
  });

  it('accepts a product that keeps its word', () => {
    const tile = {
      name: '12x24 Nero Marquina Honed Marble Tile',
      finish: 'Honed',
      colours: [colour('Black')],
    };
    expect(disagreements({ ...tile, sizes: [size('12"', '24"')] }, finishesIn('tile'))).toEqual([]);
  });

  it('reads every palette colour as what it is called', () => {
    for (const [name, hex] of Object.entries(PALETTE)) {
      const words = colourWordsIn(name);
      expect(words, name).not.toEqual([]);
      for (const word of words) expect(hexFits(word, hex), `${name} ${hex} as ${word}`).toBe(true);
    }
  });
});

describe('the seeded catalogue', () => {
  const products = seededCatalogue(SERVER_PRODUCTS);

  it('never contradicts itself: sizes, colours and finishes are what every name says', () => {
    const problems = products.flatMap((item) =>
      disagreements(readable(item), finishesIn(familyOf.get(item.product.category_id)!)),
    );
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('names colours, sizes and finishes often enough for that to mean something', () => {
    const names = products.map((item) => item.product.name);
    expect(names.filter((name) => colourWordsIn(name).length > 0).length).toBeGreaterThan(
      SERVER_PRODUCTS / 2,
    );
    expect(names.filter((name) => /\d+x\d+/.test(name)).length).toBeGreaterThan(1_000);
    expect(products.filter((item) => item.sizes.length > 1).length).toBeGreaterThan(SERVER_PRODUCTS / 3);
  });

  it('is the same catalogue every time', () => {
    expect(seededCatalogue(20)).toEqual(products.slice(0, 20));
  });

  it('gives each product a brand declared for its category (no vinyl brand selling marble)', () => {
    const treeNames = new Set(CATEGORY_TREE.flatMap((top) => [top.name, ...top.subs.map((sub) => sub.name)]));
    for (const brand of BRAND_SEEDS) {
      for (const name of brand.makes) expect(treeNames, `${brand.name} makes ${name}`).toContain(name);
    }
    const strays = products
      .map(({ product }) => ({
        brand: BRAND_SEEDS[product.brand_id - 1]!,
        sub: subOf.get(product.category_id!)!,
      }))
      .filter(({ brand, sub }) => !brandMakes(brand, sub))
      .map(({ brand, sub }) => `${brand.name} selling ${sub.sub.name}`);
    expect(strays.slice(0, 10)).toEqual([]);
    expect(products.some(({ product }) => BRAND_SEEDS[product.brand_id - 1]!.name === 'Windmere Fans')).toBe(
      true,
    );
  });

  it('sells boxes of whole pieces: box_sqft is a whole number of pieces times one piece area', () => {
    const boxes = products.flatMap(({ sizes }) => sizes.filter((size) => size.uom === 'Box'));
    expect(boxes.length).toBeGreaterThan(SERVER_PRODUCTS / 4);
    const broken = boxes.filter((size) => {
      const width = inches(size.width_size);
      const height = inches(size.height_size);
      if (width === null || height === null || size.box_sqft == null) return true;
      const pieceSqft = (width * height) / 144;
      const pieces = Math.round(size.box_sqft / pieceSqft);
      // The database keeps square feet to the cent, so n pieces are n × area rounded to 0.01.
      return pieces < 1 || Math.abs(pieces * pieceSqft - size.box_sqft) > 0.005 + 1e-9;
    });
    expect(broken.slice(0, 5)).toEqual([]);
  });
});
