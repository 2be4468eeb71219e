import { describe, expect, it } from 'vitest';
import { layoutProblems } from '../layout/layout-problems.ts';
import { layoutRoom } from '../layout/layout-room.ts';
import { ROOM_KINDS } from '../model/room-model.ts';
import { FLOOR_PLANS, floorPlanById, floorPlansOfKind } from './floor-plans.ts';

/** Every inch-rounded step between a limit's ends, in 5 steps. */
function sweep(min: number, max: number): number[] {
  return [0, 0.25, 0.5, 0.75, 1].map((t) => min + (max - min) * t);
}

describe('floor plans', () => {
  it('have unique slug ids and names', () => {
    const ids = FLOOR_PLANS.map((plan) => plan.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(FLOOR_PLANS.map((plan) => plan.name)).size).toBe(FLOOR_PLANS.length);
  });

  it('number 50 or more (the home page says so), several of every room kind, defaults inside their limits', () => {
    expect(FLOOR_PLANS.length).toBeGreaterThanOrEqual(50);
    for (const kind of ROOM_KINDS) expect(floorPlansOfKind(kind).length, kind).toBeGreaterThanOrEqual(3);
    for (const plan of FLOOR_PLANS) {
      for (const key of ['widthFt', 'depthFt', 'heightFt'] as const) {
        expect(plan.dimensions[key]).toBeGreaterThanOrEqual(plan.limits[key].min);
        expect(plan.dimensions[key]).toBeLessThanOrEqual(plan.limits[key].max);
      }
    }
  });

  it('are found by id', () => {
    expect(floorPlanById('kitchen-l-classic')?.kind).toBe('kitchen-l');
    expect(floorPlanById('nope')).toBeUndefined();
  });

  for (const plan of FLOOR_PLANS) {
    it(`${plan.id} lays out a sound room across its dimension limits`, () => {
      const { widthFt, depthFt, heightFt } = plan.limits;
      for (const width of sweep(widthFt.min, widthFt.max)) {
        for (const depth of sweep(depthFt.min, depthFt.max)) {
          for (const height of [heightFt.min, heightFt.max]) {
            const layout = layoutRoom(plan, { widthFt: width, depthFt: depth, heightFt: height });
            expect(layoutProblems(layout), `${plan.id} at ${width} × ${depth} × ${height}`).toEqual([]);
          }
        }
      }
    });
  }
});
