import { describe, expect, it } from 'vitest';
import { isConvexQuad, isQuadSide, type PhotoQuad, quadInPhoto, quadSideOf } from './photo-surface-quad.ts';

const FLOOR: PhotoQuad = [
  [300, 500],
  [900, 500],
  [1100, 850],
  [100, 850],
];

describe('the corners of a photo surface', () => {
  it('takes a convex quad going either way round', () => {
    expect(isConvexQuad(FLOOR)).toBe(true);
    expect(isConvexQuad([...FLOOR].reverse() as unknown as PhotoQuad)).toBe(true);
  });

  it('refuses a bow tie, a dent, three corners on a line and a sliver', () => {
    expect(isConvexQuad([FLOOR[0], FLOOR[1], FLOOR[3], FLOOR[2]])).toBe(false);
    expect(isConvexQuad([FLOOR[0], FLOOR[1], [600, 560], FLOOR[3]])).toBe(false);
    expect(isConvexQuad([FLOOR[0], [600, 500], FLOOR[1], FLOOR[2]])).toBe(false);
    expect(
      isConvexQuad([
        [0, 0],
        [100, 0],
        [100, 0.5],
        [0, 0.5],
      ]),
    ).toBe(false);
  });

  it('keeps corners inside the photo, edges included', () => {
    expect(quadInPhoto(FLOOR, { width: 1100, height: 850 })).toBe(true);
    expect(quadInPhoto(FLOOR, { width: 1099, height: 850 })).toBe(false);
  });

  it('knows a side (neighbouring corners, 3 and 0 included) from a diagonal', () => {
    expect([
      isQuadSide(0, 1),
      isQuadSide(3, 0),
      isQuadSide(2, 1),
      isQuadSide(0, 2),
      isQuadSide(1, 1),
    ]).toEqual([true, true, true, false, false]);
    expect([quadSideOf(0, 1), quadSideOf(2, 1), quadSideOf(3, 0), quadSideOf(0, 3)]).toEqual([0, 1, 3, 3]);
  });
});
