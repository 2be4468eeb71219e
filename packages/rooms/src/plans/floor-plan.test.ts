import { describe, expect, it } from 'vitest';
import { clampDimensions, resolveOpenings } from './floor-plan.ts';
import { floorPlanById } from './floor-plans.ts';

const plan = floorPlanById('kitchen-l-classic')!;

describe('clampDimensions', () => {
  it('keeps dimensions within the plan’s limits, to the inch', () => {
    expect(clampDimensions(plan, { widthFt: 99, depthFt: 1, heightFt: 8.51 })).toEqual({
      widthFt: 18,
      depthFt: 10,
      heightFt: 8.5,
    });
    expect(clampDimensions(plan, { widthFt: 12 + 5 / 12 }).widthFt).toBeCloseTo(12.4167, 4);
  });

  it('takes the plan’s defaults for missing or unusable values', () => {
    expect(clampDimensions(plan)).toEqual(plan.dimensions);
    expect(clampDimensions(plan, { widthFt: Number.NaN, depthFt: Number.POSITIVE_INFINITY })).toEqual(
      plan.dimensions,
    );
  });
});

describe('resolveOpenings', () => {
  it('places openings from a wall’s start, end or centre as the room changes size', () => {
    const openings = resolveOpenings(
      [
        { wall: 'north', kind: 'window', widthFt: 3, heightFt: 3, sillFt: 3.5, anchor: 'center', insetFt: 0 },
        { wall: 'south', kind: 'door', widthFt: 3, heightFt: 6.67, sillFt: 0, anchor: 'start', insetFt: 1 },
        { wall: 'east', kind: 'door', widthFt: 3, heightFt: 6.67, sillFt: 0, anchor: 'end', insetFt: 1 },
      ],
      { widthFt: 12, depthFt: 10, heightFt: 9 },
    );
    expect(openings.map((opening) => opening.offsetFt)).toEqual([4.5, 1, 6]);
  });
});
