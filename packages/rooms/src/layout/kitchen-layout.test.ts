import { describe, expect, it } from 'vitest';
import { floorPlanById } from '../plans/floor-plans.ts';
import { findFixtureSlot, findSurfaceSlot } from '../slots/room-slots.ts';
import { layoutRoom } from './layout-room.ts';

const classic = layoutRoom(floorPlanById('kitchen-l-classic')!, { widthFt: 12, depthFt: 11, heightFt: 9 });

describe('kitchen layouts', () => {
  it('cut the sink out of the countertop slab, which has its thickness', () => {
    const countertop = findSurfaceSlot(classic, 'countertop')!;
    const withSink = countertop.panels.filter((panel) => panel.holes.length === 1);
    expect(withSink).toHaveLength(1);
    expect(withSink[0]!.holes[0]).toMatchObject({ width: 2.75, height: 1.5 });
    for (const panel of countertop.panels) expect(panel.thicknessFt).toBe(0.125);
    // Top faces up: u × v is +y.
    const [ux, , uz] = countertop.panels[0]!.u;
    const [vx, , vz] = countertop.panels[0]!.v;
    expect(uz * vx - ux * vz).toBe(1);
  });

  it('put the sink under the window, the faucet behind it and the dishwasher beside it', () => {
    const window = classic.openings.find((opening) => opening.kind === 'window')!;
    const sink = findFixtureSlot(classic, 'sink')!.placements[0]!;
    expect(sink.position[0]).toBeCloseTo(window.offsetFt + window.widthFt / 2, 1);
    expect(findFixtureSlot(classic, 'faucet')!.placements[0]!.position[0]).toBeCloseTo(sink.position[0]);
    const dishwasher = findFixtureSlot(classic, 'dishwasher')!.placements[0]!;
    expect(Math.abs(dishwasher.position[0] - sink.position[0])).toBeCloseTo(2.5);
  });

  it('cut the window out of the backsplash and leave wall cabinets off it', () => {
    const backsplash = findSurfaceSlot(classic, 'backsplash')!;
    expect(backsplash.panels.some((panel) => panel.holes.length > 0)).toBe(true);
    const window = classic.openings.find((opening) => opening.kind === 'window')!;
    const uppers = classic.bodies.filter((body) => body.kind === 'wall-cabinet' && body.position[2] < 1);
    for (const upper of uppers) {
      const [x, ,] = upper.position;
      const half = upper.size[0] / 2;
      expect(x + half <= window.offsetFt || x - half >= window.offsetFt + window.widthFt).toBe(true);
    }
  });

  it('give each appliance its own slot, the hood over the range', () => {
    for (const id of ['range', 'hood', 'fridge', 'dishwasher'])
      expect(findFixtureSlot(classic, id)?.kind).toBe('appliances');
    const range = findFixtureSlot(classic, 'range')!.placements[0]!;
    const hood = findFixtureSlot(classic, 'hood')!.placements[0]!;
    // Same centre along the wall; the hood is shallower, so its centre sits nearer the wall.
    expect(
      Math.hypot(hood.position[0] - range.position[0], hood.position[2] - range.position[2]),
    ).toBeLessThan(0.3);
    expect(hood.rotationY).toBe(range.rotationY);
    expect(hood.position[1]).toBeGreaterThan(5);
  });

  it('hang pendants over an island and show its fronts', () => {
    const withIsland = layoutRoom(floorPlanById('kitchen-l-island')!);
    expect(withIsland.bodies.filter((body) => body.kind === 'island')).toHaveLength(1);
    const lights = findFixtureSlot(withIsland, 'lights')!;
    expect(lights.label).toBe('Pendant lights');
    expect(lights.placements).toHaveLength(2);
    expect(findSurfaceSlot(withIsland, 'countertop')!.panels.length).toBeGreaterThan(2);
  });

  it('leave open-shelf kitchens without wall cabinets', () => {
    const open = layoutRoom(floorPlanById('kitchen-u-open-shelves')!);
    expect(open.bodies.some((body) => body.kind === 'wall-cabinet')).toBe(false);
    expect(findSurfaceSlot(open, 'cabinet-fronts')!.panels.every((panel) => panel.origin[1] < 1)).toBe(true);
  });
});
