import { describe, expect, it } from 'vitest';
import { materialSpecOf } from './material-spec-of.ts';
import type { ProductVisuals } from './product-visuals.ts';

const product = (overrides: Partial<ProductVisuals>): ProductVisuals => ({
  hash: '0123456789abcdef',
  name: 'Product',
  categories: ['Tile Flooring', 'Porcelain Tile'],
  colours: [{ name: 'Sand', hex: '#c9b18a' }],
  finish: 'Matte',
  size: { width: '12"', height: '24"', pattern: 'Straight Lay' },
  ...overrides,
});

describe('materialSpecOf', () => {
  it.each([
    [['Tile Flooring', 'Marble Tile'], 'tile'],
    [['Backsplash Tiles', 'Subway Tile'], 'tile'],
    [['Hardwood Flooring', 'Engineered Hardwood'], 'plank'],
    [['Laminate Flooring', 'Wood-Look Laminate'], 'plank'],
    [['luxury-flooring', 'Luxury Vinyl Plank'], 'plank'],
    [['Countertop', 'Marble Countertops'], 'slab'],
    [['Artificial Turf', 'Pet Turf'], 'turf'],
    [['Hardscaping', 'Pavers'], 'paver'],
    [['Pool Copings', 'Bullnose Copings'], 'coping'],
    [['Stacked Stone', 'Ledger Panels'], 'stacked-stone'],
    [['Kitchen Faucets', 'Pot Fillers'], 'faucet'],
    [['Showers', 'Shower Doors'], 'shower'],
    [['Kitchen Sinks', 'Farmhouse Sinks'], 'sink'],
    [['Bathroom Vanitys', 'Double Sink Vanities'], 'vanity'],
    [['Bath Tubs', 'Clawfoot Tubs'], 'tub'],
    [['Toilets', 'Smart Toilets'], 'toilet'],
    [['Lights', 'Vanity Lights'], 'light'],
    [['Fans', 'Ceiling Fans with Light'], 'fan'],
    [['Appliances', 'Range Hoods'], 'appliance'],
    [['Cabinet Hardware', 'Cup Pulls'], 'hardware'],
    [['Outdoor', 'Fire Pits'], 'outdoor'],
  ])('draws %j as a %s', (categories, family) => {
    expect(materialSpecOf(product({ categories })).family).toBe(family);
  });

  it('tells fixtures of one family apart by their sub-category', () => {
    const shape = (categories: string[]) => materialSpecOf(product({ categories })).shape;
    expect(shape(['Kitchen Faucets', 'Pull-Down Faucets'])).toBe('pull-down');
    expect(shape(['Kitchen Faucets', 'Bridge Faucets'])).toBe('bridge');
    expect(shape(['Bathroom Faucets', 'Widespread Faucets'])).toBe('widespread');
    expect(shape(['Lights', 'Chandeliers'])).toBe('chandelier');
    expect(shape(['Appliances', 'Refrigerators'])).toBe('refrigerator');
  });

  it('reads the piece size in inches, the longer side as its length', () => {
    expect(materialSpecOf(product({ size: { width: '24"', height: '12"', pattern: null } })).size).toEqual({
      width: 12,
      length: 24,
    });
    const plank = materialSpecOf(
      product({
        categories: ['Hardwood Flooring', 'Solid Hardwood'],
        size: { width: '7"', height: '60"', pattern: null },
      }),
    );
    expect(plank.size).toEqual({ width: 7, length: 60 });
    // Slabs and turf are not laid in pieces.
    expect(materialSpecOf(product({ categories: ['Countertop', 'Quartz Countertops'] })).size).toBeNull();
  });

  it.each([
    ['Straight Lay', 'Carrara Tile', 'straight'],
    ['Offset', 'Carrara Tile', 'offset'],
    ['Running Bond', 'Paver', 'offset'],
    ['Herringbone', 'Carrara Tile', 'herringbone'],
    ['Chevron', 'Carrara Tile', 'chevron'],
    ['Basketweave', 'Carrara Tile', 'basketweave'],
    ['Random Length', 'Oak Plank', 'random'],
    [null, 'Bright White Subway Tile', 'offset'],
    ['Straight Lay', 'Sage Mosaic Tile', 'hexagon'],
  ])('lays pattern %s of "%s" as %s', (pattern, name, expected) => {
    expect(materialSpecOf(product({ name, size: { width: '3"', height: '12"', pattern } })).pattern).toBe(
      expected,
    );
  });

  it('lays square tiles straight when their pattern needs long pieces', () => {
    expect(
      materialSpecOf(product({ size: { width: '12"', height: '12"', pattern: 'Herringbone' } })).pattern,
    ).toBe('straight');
  });

  it('finds the look in the name: marble, wood-look tile, granite', () => {
    expect(materialSpecOf(product({ name: '12x24 Calacatta Polished Porcelain Tile' })).look).toBe('marble');
    expect(materialSpecOf(product({ name: 'Hickory Matte Wood-Look Tile' })).look).toBe('wood');
    expect(
      materialSpecOf(
        product({
          name: 'Absolute Black Polished Granite Countertop',
          categories: ['Countertop', 'Granite Countertops'],
        }),
      ).look,
    ).toBe('granite');
  });

  it('draws a chosen colour alone, and every colour when none or an unknown one is named', () => {
    const twoTone = product({
      colours: [
        { name: 'Sand', hex: '#c9b18a' },
        { name: 'Charcoal', hex: '#374151' },
      ],
    });
    expect(materialSpecOf(twoTone, 'Charcoal').colours).toEqual(['#374151']);
    expect(materialSpecOf(twoTone).colours).toEqual(['#c9b18a', '#374151']);
    expect(materialSpecOf(twoTone, 'Teal').colours).toEqual(['#c9b18a', '#374151']);
  });

  it('is the same for the same product and seeds differently for another hash', () => {
    expect(materialSpecOf(product({}))).toEqual(materialSpecOf(product({})));
    expect(materialSpecOf(product({ hash: 'fedcba9876543210' })).seed).not.toBe(
      materialSpecOf(product({})).seed,
    );
  });

  it('copes with missing or odd data: no colours, no size, a bad hex', () => {
    const spec = materialSpecOf(product({ colours: [{ name: 'x', hex: 'not a colour' }], size: null }));
    expect(spec.colours).toEqual(['#a0a0a0']);
    expect(spec.size).toEqual({ width: 12, length: 24 });
    expect(materialSpecOf(product({ colours: [] })).colours).toHaveLength(1);
  });
});
