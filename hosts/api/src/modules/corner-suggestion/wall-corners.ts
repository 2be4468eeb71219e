import type { FloorFrame, PhotoSize } from './floor-corners.ts';
import { MEET_SHARE } from './floor-corners.ts';
import {
  crossing,
  distance,
  lengthOf,
  lowerEnd,
  type Point,
  type Segment,
  tiltOf,
  upperEnd,
} from './line-geometry.ts';

/** The top of the room's corner line at a far corner: where it is last seen, or the photo's top. */
function cornerTop(corner: Segment | null, foot: Point): Point {
  if (!corner) return [foot[0], 0];
  const top = upperEnd(corner);
  return crossing(lowerEnd(corner), top, [0, top[1]], [1, top[1]]) ?? [foot[0], 0];
}

/**
 * Where the ceiling's edge above a side wall meets the photo's side at `x`: the sloping segment that
 * leaves the corner's top upwards and outwards, or the photo's top when none is seen.
 */
function ceilingAt(
  top: Point,
  x: number,
  outward: -1 | 1,
  segments: readonly Segment[],
  reach: number,
): Point {
  const edge = segments
    .filter((s) => {
      const tilt = tiltOf(s);
      const high = upperEnd(s);
      return (
        tilt > 10 && tilt < 78 && distance(lowerEnd(s), top) <= reach && (high[0] - top[0]) * outward > 0
      );
    })
    .sort((a, b) => lengthOf(b) - lengthOf(a))[0];
  const met = edge ? crossing(lowerEnd(edge), upperEnd(edge), [x, 0], [x, 1]) : null;
  return met && met[1] >= 0 ? met : [x, 0];
}

/**
 * A wall's four corners (top left, top right, bottom right, bottom left) from the floor's frame: the
 * wall the person's rough placement (`near`) is over. Between the far corners it is the back wall,
 * standing on the floor's far edge up to the tops of the room's corner lines; left or right of them, a
 * side wall, standing on the floor's side edge from the far corner out to the photo's side.
 */
export function wallCorners(
  frame: FloorFrame,
  near: Point,
  segments: readonly Segment[],
  photo: PhotoSize,
): [Point, Point, Point, Point] {
  const reach = Math.hypot(photo.width, photo.height) * MEET_SHARE;
  const leftTop = cornerTop(frame.leftCorner, frame.farLeft);
  const rightTop = cornerTop(frame.rightCorner, frame.farRight);
  if (near[0] < frame.farLeft[0]) {
    const outer = ceilingAt(leftTop, frame.nearLeft[0], -1, segments, reach);
    return [outer, leftTop, frame.farLeft, frame.nearLeft];
  }
  if (near[0] > frame.farRight[0]) {
    const outer = ceilingAt(rightTop, frame.nearRight[0], 1, segments, reach);
    return [rightTop, outer, frame.nearRight, frame.farRight];
  }
  return [leftTop, rightTop, frame.farRight, frame.farLeft];
}
