import {
  atHeight,
  crossing,
  distance,
  type HorizontalLine,
  horizontalLines,
  lengthOf,
  lowerEnd,
  type Point,
  type Segment,
  tiltOf,
  upperEnd,
  yAt,
} from './line-geometry.ts';

/** Degrees from the horizontal: at most this is a floor's far edge, from `VERTICAL_TILT` on a wall's corner. */
const LEVEL_TILT = 15;
const VERTICAL_TILT = 78;

/** How a far edge's end is met, and how much that says it is the floor's (a border: the floor goes on). */
type EndMeeting =
  | { by: 'side'; segment: Segment; score: 1 }
  | { by: 'border'; score: 1 }
  | { by: 'corner'; segment: Segment; score: 0.75 };

/** The floor as found, in the searched photo's pixels; the walls are read from it. */
export interface FloorFrame {
  farLeft: Point;
  farRight: Point;
  nearRight: Point;
  nearLeft: Point;
  /** The room's corner lines standing on the far edge's ends, when seen. */
  leftCorner: Segment | null;
  rightCorner: Segment | null;
}

export interface PhotoSize {
  width: number;
  height: number;
}

/** How close (a share of the photo's diagonal) an edge must end to the far edge's end to meet it. */
export const MEET_SHARE = 0.035;

function meeting(
  end: Point,
  outward: -1 | 1,
  segments: readonly Segment[],
  photo: PhotoSize,
  reach: number,
): EndMeeting | null {
  // Edges fade in the last pixels of a photo: twice the reach counts as the border.
  if (outward === -1 ? end[0] <= 2 * reach : end[0] >= photo.width - 2 * reach) {
    return { by: 'border', score: 1 };
  }
  const longest = (found: Segment[]) => found.sort((a, b) => lengthOf(b) - lengthOf(a))[0];
  // The floor's side edge leaves the far corner downwards and outwards.
  const side = longest(
    segments.filter((s) => {
      const tilt = tiltOf(s);
      const top = upperEnd(s);
      const bottom = lowerEnd(s);
      return (
        tilt > LEVEL_TILT &&
        tilt < VERTICAL_TILT &&
        distance(top, end) <= reach &&
        (bottom[0] - top[0]) * outward > 0
      );
    }),
  );
  if (side) return { by: 'side', segment: side, score: 1 };
  // The room's corner stands on it: a vertical whose foot is there.
  const corner = longest(
    segments.filter((s) => tiltOf(s) >= VERTICAL_TILT && distance(lowerEnd(s), end) <= reach),
  );
  return corner ? { by: 'corner', segment: corner, score: 0.75 } : null;
}

/** The far corner: the far edge's end, moved to where the meeting edge crosses it. */
function cornerOf(line: HorizontalLine, end: Point, met: EndMeeting, photo: PhotoSize): Point {
  const a: Point = [0, yAt(line, 0)];
  const b: Point = [photo.width, yAt(line, photo.width)];
  if (met.by === 'border') return end[0] < photo.width / 2 ? a : b;
  return crossing(a, b, upperEnd(met.segment), lowerEnd(met.segment)) ?? end;
}

/** Which way the floor's side edge runs down from a far corner. */
function sideDirection(corner: Point, met: EndMeeting, outward: -1 | 1, photo: PhotoSize): Point {
  if (met.by === 'side') {
    const top = upperEnd(met.segment);
    const bottom = lowerEnd(met.segment);
    return [bottom[0] - top[0], bottom[1] - top[1]];
  }
  if (met.by === 'border') return [0, 1];
  // Only the room's corner is seen (furniture hides the floor's edge): towards the photo's bottom corner.
  return [(outward === -1 ? 0 : photo.width) - corner[0], photo.height - corner[1]];
}

/** Where the ray from `from` along `direction` (going down) leaves the photo. */
function exitOf(from: Point, direction: Point, photo: PhotoSize): Point {
  const ts = [(photo.height - from[1]) / direction[1]];
  if (direction[0] < 0) ts.push(-from[0] / direction[0]);
  if (direction[0] > 0) ts.push((photo.width - from[0]) / direction[0]);
  const t = Math.min(...ts.filter((v) => v >= 0));
  return [from[0] + t * direction[0], from[1] + t * direction[1]];
}

interface Candidate {
  line: HorizontalLine;
  left: EndMeeting;
  right: EndMeeting;
  score: number;
  height: number;
}

/**
 * The floor's four corners from a photo's straight segments (decision 0119), or null when the lines do
 * not show a floor. The far edge is a long near-horizontal line whose both ends are met: by the floor's
 * side edges (going down and outwards), by the room's vertical corners, or by the photo's border. Of the
 * best-met lines the lowest wins (a skirting board's top is above the floor's edge). The near edge is
 * where both side edges are still in the photo, at the height the first one leaves it.
 */
export function floorFrame(segments: readonly Segment[], photo: PhotoSize): FloorFrame | null {
  const reach = Math.hypot(photo.width, photo.height) * MEET_SHARE;
  const level = segments.filter((s) => tiltOf(s) <= LEVEL_TILT);
  const candidates: Candidate[] = [];
  for (const line of horizontalLines(level, reach / 3)) {
    const middle = yAt(line, (line.minX + line.maxX) / 2);
    if (line.support < photo.width * 0.15 || middle < photo.height * 0.2 || middle > photo.height * 0.95) {
      continue;
    }
    const left = meeting([line.minX, yAt(line, line.minX)], -1, segments, photo, reach);
    const right = meeting([line.maxX, yAt(line, line.maxX)], 1, segments, photo, reach);
    if (!left || !right) continue;
    const score = left.score + right.score + Math.min(1, line.support / photo.width);
    candidates.push({ line, left, right, score, height: middle });
  }
  const best = Math.max(...candidates.map((c) => c.score));
  const chosen = candidates.filter((c) => c.score >= best - 0.15).sort((a, b) => b.height - a.height)[0];
  if (!chosen) return null;
  const { line, left, right } = chosen;
  const farLeft = cornerOf(line, [line.minX, yAt(line, line.minX)], left, photo);
  const farRight = cornerOf(line, [line.maxX, yAt(line, line.maxX)], right, photo);
  const leftWay = sideDirection(farLeft, left, -1, photo);
  const rightWay = sideDirection(farRight, right, 1, photo);
  const nearY = Math.min(exitOf(farLeft, leftWay, photo)[1], exitOf(farRight, rightWay, photo)[1]);
  if (nearY - Math.max(farLeft[1], farRight[1]) < photo.height * 0.05) return null;
  return {
    farLeft,
    farRight,
    nearRight: atHeight(farRight, rightWay, nearY),
    nearLeft: atHeight(farLeft, leftWay, nearY),
    leftCorner: left.by === 'corner' ? left.segment : verticalAt(farLeft, segments, reach),
    rightCorner: right.by === 'corner' ? right.segment : verticalAt(farRight, segments, reach),
  };
}

/** The room's vertical corner line standing at `point`, if one is seen. */
function verticalAt(point: Point, segments: readonly Segment[], reach: number): Segment | null {
  return (
    segments
      .filter((s) => tiltOf(s) >= VERTICAL_TILT && distance(lowerEnd(s), point) <= reach)
      .sort((a, b) => lengthOf(b) - lengthOf(a))[0] ?? null
  );
}

/** The floor frame's corners in the editor's order: far left, far right, near right, near left. */
export const floorCorners = (frame: FloorFrame): [Point, Point, Point, Point] => [
  frame.farLeft,
  frame.farRight,
  frame.nearRight,
  frame.nearLeft,
];
