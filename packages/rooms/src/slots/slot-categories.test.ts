import { describe, expect, it } from 'vitest';
import { layoutRoom } from '../layout/layout-room.ts';
import { FLOOR_PLANS } from '../plans/floor-plans.ts';
import { roomGroup, slotCategories } from './slot-categories.ts';

describe('slotCategories', () => {
  it('gives flooring to floors, by room', () => {
    expect(slotCategories('kitchen-l', 'floor')).toEqual([
      'hardwood-flooring',
      'luxury-flooring',
      'laminate-flooring',
      'tile-flooring',
    ]);
    expect(slotCategories('bathroom-tub', 'floor')).not.toContain('hardwood-flooring');
    expect(slotCategories('patio', 'floor')).toContain('hardscaping-pavers');
    expect(slotCategories('patio', 'floor', 'lawn')).toEqual(['artificial-turf']);
    expect(slotCategories('patio', 'floor', 'pool-coping')).toEqual(['pool-copings']);
  });

  it('tells a kitchen faucet from a bathroom one and a shower', () => {
    expect(slotCategories('kitchen-u', 'faucet')[0]).toBe('kitchen-faucets-pull-down-faucets');
    expect(slotCategories('shower-room', 'faucet')).toEqual(['bathroom-faucets']);
    expect(slotCategories('shower-room', 'faucet', 'shower')).toEqual([
      'showers-shower-systems',
      'showers-shower-heads',
    ]);
  });

  it('puts a sink faucet in the kitchen faucet slot, never a wall-mount pot filler or a shower door', () => {
    for (const kind of ['kitchen-l', 'kitchen-u', 'kitchen-galley'] as const) {
      const faucets = slotCategories(kind, 'faucet', 'faucet');
      // A top category lists its whole subtree, pot fillers included.
      expect(faucets).not.toContain('kitchen-faucets');
      expect(faucets.filter((slug) => slug.includes('pot-filler'))).toEqual([]);
    }
    for (const kind of ['bathroom-tub', 'shower-room'] as const) {
      const shower = slotCategories(kind, 'faucet', 'shower');
      expect(shower).not.toContain('showers');
      expect(shower.filter((slug) => slug.includes('door'))).toEqual([]);
    }
  });

  it('names each kitchen appliance by its slot', () => {
    expect(slotCategories('kitchen-galley', 'appliances', 'range')).toEqual(['appliances-ranges']);
    expect(slotCategories('kitchen-galley', 'appliances', 'hood')).toEqual(['appliances-range-hoods']);
    expect(slotCategories('patio', 'appliances', 'fire-pit')).toEqual(['outdoor-fire-pits']);
  });

  it('has no product for cabinet fronts (the catalogue sells no cabinets)', () => {
    expect(slotCategories('kitchen-l', 'cabinet-fronts')).toEqual([]);
  });

  it('gives every other slot of every plan at least one category', () => {
    for (const plan of FLOOR_PLANS) {
      for (const slot of layoutRoom(plan).slots) {
        if (slot.kind === 'cabinet-fronts') continue;
        expect(slotCategories(plan.kind, slot.kind, slot.id).length, `${plan.id} ${slot.id}`).toBeGreaterThan(
          0,
        );
      }
    }
  });

  it('groups the room kinds', () => {
    expect(roomGroup('kitchen-galley')).toBe('kitchen');
    expect(roomGroup('shower-room')).toBe('bath');
    expect(roomGroup('bedroom')).toBe('living');
    expect(roomGroup('patio')).toBe('patio');
  });
});
