import { boxesForArea, syncToBulkCartRequestSchema } from '@showroom/contract/cart';
import { describe, expect, it } from 'vitest';
import { layoutRoom } from '../layout/layout-room.ts';
import { isSurfaceSlot } from '../model/room-model.ts';
import { floorPlanById } from '../plans/floor-plans.ts';
import { findSurfaceSlot } from '../slots/room-slots.ts';
import { type BomProduct, billOfMaterials, lengthFt, priceCents } from './bill-of-materials.ts';
import { bulkCartItems } from './bulk-cart-items.ts';

const layout = layoutRoom(floorPlanById('kitchen-l-classic')!, { widthFt: 12, depthFt: 11, heightFt: 9 });

const brandA = { id: 1, name: 'Arcadia Stoneworks', slug: 'arcadia-stoneworks' };
const brandB = { id: 2, name: 'Bellavista Ceramics', slug: 'bellavista-ceramics' };
const brandC = { id: 3, name: 'Cascade Faucets', slug: 'cascade-faucets' };

const boxProduct = (
  id: number,
  brand: BomProduct['brand'],
  boxSqft: number,
  price: number,
  pattern: string | null = null,
): BomProduct => ({
  id,
  hash: `${id}`.padStart(16, '0'),
  name: `Product ${id}`,
  brand,
  price,
  unit: 'Box',
  size_id: id * 10,
  box_sqft: boxSqft,
  price_per_sqft: Math.round((price / boxSqft) * 100) / 100,
  pattern,
});

const pieceProduct = (id: number, brand: BomProduct['brand'], price: number): BomProduct => ({
  ...boxProduct(id, brand, 1, price),
  unit: 'Piece',
  box_sqft: null,
  price_per_sqft: null,
});

const areaOf = (id: string) => findSurfaceSlot(layout, id)?.areaSqft ?? Number.NaN;

describe('billOfMaterials', () => {
  it('buys boxes for the floor from its area with the pattern’s waste, through boxesForArea', () => {
    const tile = boxProduct(11, brandA, 10, 45.99, 'Straight Lay');
    const bill = billOfMaterials(layout, { floor: { product: tile, colour: 'Bright White' } });
    // 12 × 11 = 132 sqft less the 20 sqft the base cabinets stand on: 112 sqft + 10% = 123.2 sqft
    // → 13 boxes of 10 sqft at $45.99 (15 boxes when the floor under the cabinets was bought too).
    expect(bill.groups).toHaveLength(1);
    const [line] = bill.groups[0]!.lines;
    expect(line).toMatchObject({
      slotIds: ['floor'],
      measure: { areaSqft: 112, wastePercent: 10, coverageSqft: 130 },
      unit: 'Box',
      qty: 13,
      unitPriceCents: 4599,
      costCents: 59787,
      colour: 'Bright White',
    });
    expect(line!.qty).toBe(
      boxesForArea({ areaSqft: 112, boxSqft: 10, pricePerBoxCents: 4599, wastePercent: 10 }).boxes,
    );
  });

  it('takes more waste for angled lays, or the waste the homeowner set', () => {
    const herringbone = boxProduct(12, brandA, 10, 45.99, 'Herringbone');
    // 112 × 1.15 = 128.8 → 13 boxes; 112 × 1.05 = 117.6 → 12; 112 bare → 12.
    expect(billOfMaterials(layout, { floor: { product: herringbone } }).groups[0]!.lines[0]!.qty).toBe(13);
    expect(
      billOfMaterials(layout, { floor: { product: herringbone, wastePercent: 5 } }).groups[0]!.lines[0]!.qty,
    ).toBe(12);
    expect(
      billOfMaterials(layout, { floor: { product: herringbone } }, { wastePercent: 0 }).groups[0]!.lines[0]!
        .qty,
    ).toBe(12);
  });

  it('leaves doors and windows out of a wall’s boxes', () => {
    const paint = boxProduct(13, brandB, 1, 1);
    const bill = billOfMaterials(layout, { 'wall-south': { product: paint, wastePercent: 0 } });
    // The south wall is 12 × 9 = 108 sqft less a 3 × 6.67 door: 87.99 sqft → 88 one-sqft boxes.
    expect(areaOf('wall-south')).toBe(87.99);
    expect(bill.groups[0]!.lines[0]!.qty).toBe(88);
  });

  it('buys the backsplash for the strip between counter and wall cabinets, less the window', () => {
    const subway = boxProduct(14, brandB, 5.5, 28.5);
    const bill = billOfMaterials(layout, { backsplash: { product: subway } });
    // 21.75 sqft × 1.1 = 23.925 → 5 boxes of 5.5 sqft.
    expect(bill.groups[0]!.lines[0]).toMatchObject({
      measure: { areaSqft: 21.75 },
      qty: 5,
      costCents: 14250,
    });
  });

  it('makes one line of the same product on two walls, over their summed area', () => {
    const stone = boxProduct(15, brandA, 6, 60);
    const bill = billOfMaterials(layout, {
      'wall-north': { product: stone, colour: 'Gray' },
      'wall-east': { product: stone, colour: 'Gray' },
    });
    const lines = bill.groups.flatMap((group) => group.lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.slotIds).toEqual(['wall-north', 'wall-east']);
    expect(lines[0]!.slotLabels).toEqual(['North wall', 'East wall']);
    expect(lines[0]!.measure!.areaSqft).toBeCloseTo(areaOf('wall-north') + areaOf('wall-east'), 2);
  });

  it('counts fixtures one per placement', () => {
    const faucet = pieceProduct(21, brandC, 189.5);
    const pendant = pieceProduct(22, brandC, 120);
    const lights = layout.slots.find((slot) => slot.id === 'lights');
    const placements = lights && !isSurfaceSlot(lights) ? lights.placements.length : 0;
    const bill = billOfMaterials(layout, { faucet: { product: faucet }, lights: { product: pendant } });
    const lines = bill.groups[0]!.lines;
    expect(lines.map((line) => [line.slotIds[0], line.qty, line.costCents])).toEqual([
      ['faucet', 1, 18950],
      ['lights', placements, placements * 12000],
    ]);
    expect(placements).toBeGreaterThan(0);
  });

  it('buys a surface sold by the piece by the pieces its area needs', () => {
    const slab = { ...pieceProduct(23, brandA, 300), width_size: '24"', height_size: '48"' };
    // 112 sqft + 10% = 123.2 sqft of 8 sqft pieces → 16 pieces.
    expect(billOfMaterials(layout, { floor: { product: slab } }).groups[0]!.lines[0]).toMatchObject({
      qty: 16,
      costCents: 480000,
    });
  });

  it('groups by brand, or by vendor when the products say who sells them, with subtotals and a total', () => {
    const floor = boxProduct(31, brandA, 10, 45.99);
    const backsplash = boxProduct(32, brandB, 5.5, 28.5);
    const faucet = pieceProduct(33, brandC, 189.5);
    const choices = {
      floor: { product: floor },
      backsplash: { product: backsplash },
      faucet: { product: faucet },
    };
    const bill = billOfMaterials(layout, choices);
    expect(bill.groups.map((group) => [group.seller.name, group.subtotalCents])).toEqual([
      ['Arcadia Stoneworks', 59787],
      ['Bellavista Ceramics', 14250],
      ['Cascade Faucets', 18950],
    ]);
    expect(bill.totalCents).toBe(59787 + 14250 + 18950);
    const tileVendor = { id: 7, name: 'Metro Tile Distributors' };
    const byVendor = billOfMaterials(layout, {
      ...choices,
      floor: { product: { ...floor, vendor: tileVendor } },
      backsplash: { product: { ...backsplash, vendor: tileVendor } },
    });
    expect(byVendor.groups.map((group) => [group.seller, group.lines.length])).toEqual([
      [{ kind: 'brand', id: 3, name: 'Cascade Faucets' }, 1],
      [{ kind: 'vendor', id: 7, name: 'Metro Tile Distributors' }, 2],
    ]);
    expect(byVendor.totalCents).toBe(bill.totalCents);
  });

  it('ignores slots the room does not have and is empty without choices', () => {
    expect(billOfMaterials(layout, { tub: { product: pieceProduct(41, brandC, 900) } })).toEqual({
      groups: [],
      totalCents: 0,
    });
  });
});

describe('bulkCartItems', () => {
  it('is the sync_to_bulk_cart items of the bill, one per line, without prices', () => {
    const bill = billOfMaterials(layout, {
      floor: { product: boxProduct(51, brandA, 10, 45.99), colour: 'Blond' },
      faucet: { product: pieceProduct(52, brandC, 189.5) },
    });
    expect(bulkCartItems(bill)).toEqual([
      { product_id: 51, size_id: 510, colour: 'Blond', qty: 13 },
      { product_id: 52, size_id: 520, colour: null, qty: 1 },
    ]);
    const request = { showroom: 7, action: 'cart', items: bulkCartItems(bill) };
    expect(syncToBulkCartRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('money and lengths', () => {
  it('turns catalogue dollars into whole cents and catalogue sizes into feet', () => {
    expect(priceCents(45.99)).toBe(4599);
    expect(priceCents(0.1 + 0.2)).toBe(30);
    expect(lengthFt('12"')).toBe(1);
    expect(lengthFt("7.5'")).toBe(7.5);
    expect(lengthFt('304.8 mm')).toBeCloseTo(1);
    expect(lengthFt('Standard')).toBeUndefined();
    expect(lengthFt(null)).toBeUndefined();
  });
});

describe('countertops (issue #26)', () => {
  const withIsland = layoutRoom(floorPlanById('kitchen-l-island')!, {
    widthFt: 16,
    depthFt: 14,
    heightFt: 9,
  });
  /** The seed's countertop size: one 126" × 63" slab (55.13 sqft) to a box, priced per slab. */
  const quartz = {
    ...boxProduct(61, brandA, 55.13, 2000),
    width_size: '126"',
    height_size: '63"',
  };

  it('counts a quartz countertop in the slabs its pieces are cut from, not one box of area', () => {
    const [line] = billOfMaterials(layout, { countertop: { product: quartz } }).groups[0]!.lines;
    // 21.11 sqft of counter: a 9 ft run and two short pieces fit the rows of one slab.
    expect(line).toMatchObject({
      countedIn: 'slab',
      qty: 1,
      measure: { areaSqft: 21.11, wastePercent: 0, coverageSqft: 55.13 },
      costCents: 200000,
    });
    // A 13 ft run (seamed at the slab's 10.5 ft), two returns and a 3.6 ft deep island top: 58.64 sqft
    // would fit 2 slabs by area with 10% waste, and the pieces need 2 as well; each slab is whole.
    const island = billOfMaterials(withIsland, { countertop: { product: quartz } }).groups[0]!.lines[0]!;
    expect(island).toMatchObject({ countedIn: 'slab', qty: 2, costCents: 400000 });
    expect(island.measure!.coverageSqft).toBeCloseTo(110.26, 2);
  });

  it('needs a second slab when the pieces do not fit one, whatever the area says', () => {
    // Three 8 ft runs, 2.125 ft deep: 51 sqft, less than one 55.13 sqft slab. But a 126" × 63" slab
    // holds two 25.5" deep rows of 10.5 ft, one 8 ft piece each, so the third takes a second slab.
    const counter = (alongFt: number, lengthFt: number) => ({
      origin: [alongFt, 3, 0] as const,
      u: [1, 0, 0] as const,
      v: [0, 0, -1] as const,
      widthFt: lengthFt,
      heightFt: 2.125,
      holes: [],
    });
    const room = {
      ...layout,
      slots: [
        {
          id: 'countertop',
          kind: 'countertop' as const,
          label: 'Countertop',
          panels: [counter(0, 8), counter(0, 8), counter(0, 8)],
          areaSqft: 51,
        },
      ],
    };
    expect(billOfMaterials(room, { countertop: { product: quartz } }).groups[0]!.lines[0]!.qty).toBe(2);
  });

  it('counts a countertop sold by the square foot in square feet, with the waste allowance', () => {
    const bySqft = { ...boxProduct(62, brandA, 1, 65), width_size: null, height_size: null };
    const [line] = billOfMaterials(layout, { countertop: { product: bySqft } }).groups[0]!.lines;
    // 21.11 sqft + 10% = 23.22 → 24 sqft at $65.
    expect(line).toMatchObject({ countedIn: 'sqft', qty: 24, costCents: 156000 });
  });

  it('buys counter tiles (several to a box) by boxes of area like any surface', () => {
    const tiles = { ...boxProduct(63, brandA, 10, 80), width_size: '12"', height_size: '12"' };
    const [line] = billOfMaterials(layout, { countertop: { product: tiles } }).groups[0]!.lines;
    expect(line!.countedIn).toBeUndefined();
    expect(line!.qty).toBe(3);
  });
});
