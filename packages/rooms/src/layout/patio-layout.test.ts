import { describe, expect, it } from 'vitest';
import { floorPlanById } from '../plans/floor-plans.ts';
import { findFixtureSlot, findSurfaceSlot } from '../slots/room-slots.ts';
import { layoutRoom } from './layout-room.ts';

describe('patio layouts', () => {
  it('set a pool into the floor, rimmed by a foot of coping', () => {
    const layout = layoutRoom(floorPlanById('patio-pool-deck')!, { widthFt: 24, depthFt: 30, heightFt: 10 });
    expect(layout.pools).toEqual([{ x: 7, z: 10, widthFt: 10, depthFt: 16, waterDepthFt: 5 }]);
    // The coping ring: 12 × 18 outside less the 10 × 16 pool.
    expect(findSurfaceSlot(layout, 'pool-coping')!.areaSqft).toBe(56);
    // The floor: 24 × 30 less the pool and its coping.
    expect(findSurfaceSlot(layout, 'floor')!.areaSqft).toBe(720 - 216);
    expect(findSurfaceSlot(layout, 'floor')!.label).toBe('Patio floor');
  });

  it('build the house wall full height and seat walls low, and no wall on open sides', () => {
    const layout = layoutRoom(floorPlanById('patio-courtyard')!, { widthFt: 16, depthFt: 16, heightFt: 9 });
    expect(findSurfaceSlot(layout, 'wall-north')!.label).toBe('House wall');
    expect(findSurfaceSlot(layout, 'wall-east')).toMatchObject({ label: 'East seat wall', areaSqft: 24 });
    // The south seat wall has a 4 ft gap.
    expect(findSurfaceSlot(layout, 'wall-south')!.areaSqft).toBe(18);
    expect(findSurfaceSlot(layout, 'wall-north')!.areaSqft).toBe(16 * 9 - 6 * 6.67);
    const open = layoutRoom(floorPlanById('patio-paver-terrace')!);
    expect(findSurfaceSlot(open, 'wall-east')).toBeUndefined();
  });

  it('lay a lawn on the far side and light the door', () => {
    const layout = layoutRoom(floorPlanById('patio-lawn-edge')!, { widthFt: 18, depthFt: 20, heightFt: 9 });
    expect(findSurfaceSlot(layout, 'lawn')!.areaSqft).toBe(18 * 8);
    expect(findSurfaceSlot(layout, 'floor')!.areaSqft).toBe(18 * 12);
    expect(findFixtureSlot(layout, 'sconces')!.placements).toHaveLength(2);
    expect(findFixtureSlot(layout, 'fire-pit')).toBeDefined();
  });
});
