import { describe, expect, it } from 'vitest';
import { floorPlanById } from '../plans/floor-plans.ts';
import { findFixtureSlot } from '../slots/room-slots.ts';
import { layoutRoom } from './layout-room.ts';

describe('living room and bedroom layouts', () => {
  it('hang a fan at the centre with sconces beside the sofa or bed', () => {
    const layout = layoutRoom(floorPlanById('bedroom-classic')!, { widthFt: 14, depthFt: 13, heightFt: 9 });
    expect(findFixtureSlot(layout, 'fan')!.placements[0]!.position).toEqual([7, 7.75, 6.5]);
    expect(findFixtureSlot(layout, 'sconces')!.placements.map((placement) => placement.position[0])).toEqual([
      3.75, 10.25,
    ]);
    expect(findFixtureSlot(layout, 'lights')).toBeUndefined();
  });

  it('spread ceiling lights over a room without a fan', () => {
    const layout = layoutRoom(floorPlanById('living-room-great-room')!, {
      widthFt: 24,
      depthFt: 16,
      heightFt: 10,
    });
    expect(findFixtureSlot(layout, 'lights')!.placements).toHaveLength(6);
    expect(findFixtureSlot(layout, 'fan')).toBeUndefined();
    expect(layout.bodies.filter((body) => body.kind === 'furniture')).toHaveLength(2);
  });
});
