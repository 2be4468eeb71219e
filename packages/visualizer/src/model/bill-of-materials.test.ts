import { boxesForArea, defaultWastePercent } from '@showroom/contract/cart';
import { isSurfaceSlot, type RoomLayout } from '@showroom/contract/visualizer';
import { describe, expect, it } from 'vitest';
import { visualizerCard } from '../testing/visualizer-fixtures.ts';
import { billOfMaterials, bulkCartItems } from './bill-of-materials.ts';
import { FLOOR_PLANS, layoutRoom } from './room-catalogue.ts';
import { pickFromCard } from './slot-choice.ts';

const kitchen = FLOOR_PLANS.find((plan) => plan.kind.startsWith('kitchen'));
if (!kitchen) throw new Error('no kitchen plan');
const layout: RoomLayout = layoutRoom(kitchen);
const surface = (kind: string) => {
  const slot = layout.slots.find((candidate) => candidate.kind === kind);
  if (!slot || !isSurfaceSlot(slot)) throw new Error(`no ${kind} slot`);
  return slot;
};
const fixture = layout.slots.find((slot) => !isSurfaceSlot(slot));
if (!fixture) throw new Error('no fixture slot');

const tile = pickFromCard(visualizerCard('tile-flooring', 0));
const backsplash = pickFromCard(visualizerCard('backsplash-tiles', 1));
const faucet = pickFromCard(visualizerCard('kitchen-faucets', 2));

describe('billOfMaterials', () => {
  const bill = billOfMaterials(layout, {
    [surface('floor').id]: tile,
    [surface('backsplash').id]: backsplash,
    [fixture.id]: faucet,
  });

  it('turns each surface’s area into boxes with the contract’s area-to-boxes function', () => {
    const floor = bill.vendors
      .flatMap((group) => group.lines)
      .find((line) => line.slotId === surface('floor').id);
    const expected = boxesForArea({
      areaSqft: surface('floor').areaSqft,
      boxSqft: 15.5,
      pricePerBoxCents: 4650,
      wastePercent: defaultWastePercent('straight lay'),
    });
    expect(floor).toMatchObject({
      areaSqft: surface('floor').areaSqft,
      qty: expected.boxes,
      costCents: expected.costCents,
    });
    expect(expected.boxes).toBeGreaterThan(0);
  });

  it('counts a fixture one piece per placement and groups the lines by vendor', () => {
    expect(bill.vendors.map((group) => group.vendor)).toEqual([
      'Metro Tile Distributors',
      'Pacific Stone Imports',
      'Western Plumbing Wholesale',
    ]);
    const tap = bill.vendors[2]?.lines[0];
    expect(tap?.qty).toBe(Math.max(isSurfaceSlot(fixture) ? 1 : fixture.placements.length, 1));
    expect(bill.totalCents).toBe(bill.vendors.reduce((sum, group) => sum + group.subtotalCents, 0));
  });

  it('gives the bulk cart one item per product, size and colour', () => {
    const items = bulkCartItems(bill);
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      product_id: tile.product.id,
      size_id: tile.product.size_id,
      colour: 'Grey',
      qty: bill.vendors[0]?.lines[0]?.qty,
    });
    // The same tile on two surfaces is one cart item with both quantities.
    const twice = billOfMaterials(layout, { [surface('floor').id]: tile, [surface('backsplash').id]: tile });
    expect(bulkCartItems(twice)).toEqual([
      expect.objectContaining({
        product_id: tile.product.id,
        qty: twice.vendors[0]?.lines.reduce((sum, line) => sum + line.qty, 0),
      }),
    ]);
  });

  it('leaves out slots the room does not have', () => {
    expect(billOfMaterials(layout, { 'no-such-slot': tile }).vendors).toEqual([]);
  });
});
