import { describe, expect, it } from 'vitest';
import { FIXTURE_FAMILIES, SURFACE_FAMILIES } from './material-spec.ts';
import { materialSpecOf } from './material-spec-of.ts';
import type { ProductVisuals } from './product-visuals.ts';
import { renderSvg, renderTexture, type SvgView } from './render-svg.ts';

/** One product of every catalogue category shape, as the seed makes them. */
const SAMPLES: ProductVisuals[] = [
  ['Tile Flooring', 'Marble Tile', '12x24 Calacatta Polished Marble Tile', '12"', '24"', 'Herringbone'],
  ['Tile Flooring', 'Wood-Look Tile', 'Hickory Matte Wood-Look Tile', '8"', '48"', 'Offset'],
  ['Backsplash Tiles', 'Subway Tile', 'Sage Glossy Subway Tile', '3"', '6"', null],
  ['Backsplash Tiles', 'Mosaic Tile', 'Bright White Polished Mosaic Tile', '12"', '12"', 'Straight Lay'],
  ['Backsplash Tiles', 'Zellige Tile', 'Navy Zellige Tile', '4"', '12"', 'Basketweave'],
  [
    'Hardwood Flooring',
    'Solid Hardwood',
    '5" Smoked Oak Wire-Brushed Solid Hardwood',
    '5"',
    '48"',
    'Chevron',
  ],
  ['Laminate Flooring', 'Wood-Look Laminate', 'Maple Smooth Laminate', '9"', '86"', 'Random Length'],
  ['Countertop', 'Granite Countertops', 'Absolute Black Polished Granite Countertop', '126"', '63"', null],
  ['Countertop', 'Quartz Countertops', 'Calacatta Gold Honed Quartz Countertop', '126"', '63"', null],
  ['Artificial Turf', 'Pet Turf', 'Emerald Lawn Pet Turf', "15'", "25'", null],
  ['Hardscaping', 'Pavers', 'Desert Tan Tumbled Concrete Paver', '6"', '9"', 'Running Bond'],
  ['Pool Copings', 'Travertine Copings', 'Ivory Honed Travertine Pool Coping', '12"', '24"', 'Stacked'],
  ['Stacked Stone', 'Ledger Panels', 'Charcoal Split-Face Ledgestone Panel', '6"', '24"', 'Ashlar'],
  ['Tile Flooring', 'Porcelain Tile', 'Terrazzo Matte Porcelain Tile', '24"', '24"', 'Straight Lay'],
  // No seeded category is natural stone, but an admin's new one ('Natural Stone') must still draw.
  ['Natural Stone', 'Slate', 'Charcoal Cleft Slate', '16"', '16"', null],
].map(([top, sub, name, width, height, pattern], i) => ({
  hash: `${i}abc`,
  name: name!,
  categories: [top!, sub!],
  colours: [
    { name: 'a', hex: ['#f5f0e6', '#3b2a20', '#9caf88', '#1e3a5f', '#111827', '#c9b18a', '#2e7d4f'][i % 7]! },
    { name: 'b', hex: '#d1d5db' },
  ],
  finish: ['Polished', 'Matte', 'Honed', 'Textured'][i % 4]!,
  size: { width: width!, height: height!, pattern: pattern ?? null },
}));

const FIXTURES: ProductVisuals[] = [
  ['Kitchen Faucets', 'Pull-Down Faucets', 'Brushed Nickel'],
  ['Kitchen Faucets', 'Pot Fillers', 'Matte Black'],
  ['Bathroom Faucets', 'Widespread Faucets', 'Polished Chrome'],
  ['Showers', 'Shower Systems', 'Brushed Gold'],
  ['Showers', 'Shower Doors', 'Matte Black'],
  ['Kitchen Sinks', 'Farmhouse Sinks', 'Gloss White'],
  ['Kitchen Sinks', 'Workstation Sinks', 'Brushed Stainless'],
  ['Bathroom Vanitys', 'Floating Vanities', 'White Oak'],
  ['Bath Tubs', 'Clawfoot Tubs', 'Gloss White'],
  ['Toilets', 'One-Piece Toilets', 'Biscuit'],
  ['Lights', 'Chandeliers', 'Aged Brass'],
  ['Fans', 'Outdoor Fans', 'Matte Black'],
  ['Appliances', 'Refrigerators', 'Stainless Steel'],
  ['Cabinet Hardware', 'Cabinet Knobs', 'Brushed Gold'],
  ['Outdoor', 'Pergolas', 'Charcoal'],
].map(([top, sub, finish], i) => ({
  hash: `f${i}`,
  name: `Arden ${finish} ${sub}`,
  categories: [top!, sub!],
  colours: [
    {
      name: finish!,
      hex: ['#b9b6ae', '#111827', '#dde1e4', '#c9a227', '#f8fafc', '#a9acaf', '#d2b48c'][i % 7]!,
    },
  ],
  finish: finish!,
  size: { width: '30"', height: '36"', pattern: null },
}));

const VIEWS: SvgView[] = ['thumb', 'detail', 'closeup', 'room'];

describe('renderSvg', () => {
  it('covers every family with the samples', () => {
    const families = new Set([...SAMPLES, ...FIXTURES].map((p) => materialSpecOf(p).family));
    for (const family of [...SURFACE_FAMILIES, ...FIXTURE_FAMILIES])
      expect(families, family).toContain(family);
  });

  it.each([...SAMPLES, ...FIXTURES].map((p) => [p.name, p] as const))(
    'draws %s in every view',
    (_name, product) => {
      const spec = materialSpecOf(product);
      for (const view of VIEWS) {
        const svg = renderSvg(spec, view);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), view).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg, view).not.toMatch(/NaN|undefined|Infinity|null/);
      }
    },
  );

  it('draws the same bytes for the same product, and another picture for another product', () => {
    const spec = materialSpecOf(SAMPLES[0]!);
    expect(renderSvg(spec, 'detail')).toBe(renderSvg(materialSpecOf(SAMPLES[0]!), 'detail'));
    expect(renderSvg(materialSpecOf({ ...SAMPLES[0]!, hash: 'other' }), 'detail')).not.toBe(
      renderSvg(spec, 'detail'),
    );
  });

  it('keeps every thumbnail within 8 KB', () => {
    for (const product of [...SAMPLES, ...FIXTURES]) {
      const svg = renderSvg(materialSpecOf(product), 'thumb');
      // Pictures are ASCII (names are escaped), so characters are bytes.
      expect(svg).toMatch(/^[\x20-\x7e]*$/);
      expect(svg.length, product.name).toBeLessThanOrEqual(8 * 1024);
    }
  });

  it('is self-contained: no script, no event handler, no reference outside the picture', () => {
    for (const product of [...SAMPLES, ...FIXTURES])
      for (const view of VIEWS) {
        const svg = renderSvg(materialSpecOf(product), view);
        expect(svg).not.toMatch(/<script|<foreignObject|\son[a-z]+=|javascript:/i);
        for (const [, target] of svg.matchAll(/href="([^"]*)"/g)) expect(target!.startsWith('#')).toBe(true);
        for (const [, target] of svg.matchAll(/url\(([^)]*)\)/g)) expect(target!.startsWith('#')).toBe(true);
      }
  });
});

describe('renderTexture', () => {
  it('draws a 48-inch square at the requested pixel size, without the lighting of the pictures', () => {
    const svg = renderTexture(materialSpecOf(SAMPLES[0]!), 512);
    expect(svg).toContain('viewBox="0 0 48 48" width="512" height="512"');
    expect(svg).not.toContain('linearGradient');
  });

  it('draws a finish texture for fixtures', () => {
    const svg = renderTexture(materialSpecOf(FIXTURES[0]!));
    expect(svg).toContain('viewBox="0 0 48 48"');
    expect(svg).toContain(materialSpecOf(FIXTURES[0]!).colours[0]);
  });
});
