import { describe, expect, it } from 'vitest';
import { floorPlanById } from '../plans/floor-plans.ts';
import { findFixtureSlot, findSurfaceSlot } from '../slots/room-slots.ts';
import { layoutRoom } from './layout-room.ts';

describe('bathroom layouts', () => {
  it('tile an alcove tub on three walls from the rim to 7 ft', () => {
    // A 5 ft wide alcove, 2.5 ft deep: 5 × 5.33 + 2 × 2.5 × 5.33.
    const layout = layoutRoom(floorPlanById('bath-hall-tub')!, { widthFt: 5, depthFt: 8, heightFt: 8 });
    const surround = findSurfaceSlot(layout, 'shower-walls')!;
    expect(surround.panels).toHaveLength(3);
    expect(surround.areaSqft).toBe(53.3);
    expect(findFixtureSlot(layout, 'tub')!.placements[0]!.size).toEqual([5, 1.67, 2.5]);
    expect(findFixtureSlot(layout, 'shower')!.label).toBe('Tub and shower faucet');
  });

  it('tile a corner shower on two walls from the floor, behind a curb', () => {
    const layout = layoutRoom(floorPlanById('shower-room-compact')!, { widthFt: 7, depthFt: 7, heightFt: 8 });
    const surround = findSurfaceSlot(layout, 'shower-walls')!;
    expect(surround.panels).toHaveLength(2);
    // 3 × 7.5 + 3 × 7.5.
    expect(surround.areaSqft).toBe(45);
    expect(layout.bodies.some((body) => body.kind === 'shower-curb')).toBe(true);
  });

  it('give a double vanity two faucets and two lights', () => {
    const layout = layoutRoom(floorPlanById('bath-double-vanity-tub')!);
    expect(findFixtureSlot(layout, 'faucet')!.placements).toHaveLength(2);
    expect(findFixtureSlot(layout, 'vanity-lights')!.placements).toHaveLength(2);
    expect(findFixtureSlot(layout, 'vanity')!.placements[0]!.size[0]).toBe(5);
  });
});
