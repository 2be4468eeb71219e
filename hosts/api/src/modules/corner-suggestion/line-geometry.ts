/** A point and a straight segment in the searched photo's pixels. */
export type Point = readonly [number, number];
export type Segment = readonly [number, number, number, number];

/** A near-horizontal line made of several segments: `y = slope · x + at`, seen from `minX` to `maxX`. */
export interface HorizontalLine {
  slope: number;
  at: number;
  minX: number;
  maxX: number;
  /** The summed length of its segments: how much of the photo says it is there. */
  support: number;
}

export const lengthOf = ([x1, y1, x2, y2]: Segment) => Math.hypot(x2 - x1, y2 - y1);

/** The segment's angle from the horizontal, 0–90 degrees. */
export const tiltOf = ([x1, y1, x2, y2]: Segment) =>
  (Math.atan2(Math.abs(y2 - y1), Math.abs(x2 - x1)) * 180) / Math.PI;

export const upperEnd = ([x1, y1, x2, y2]: Segment): Point => (y1 <= y2 ? [x1, y1] : [x2, y2]);
export const lowerEnd = ([x1, y1, x2, y2]: Segment): Point => (y1 <= y2 ? [x2, y2] : [x1, y1]);

export const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

export const yAt = (line: HorizontalLine, x: number) => line.slope * x + line.at;

/** Where the line through `a` and `b` crosses the line through `c` and `d`; null when they are parallel. */
export function crossing(a: Point, b: Point, c: Point, d: Point): Point | null {
  const r: Point = [b[0] - a[0], b[1] - a[1]];
  const s: Point = [d[0] - c[0], d[1] - c[1]];
  const denominator = r[0] * s[1] - r[1] * s[0];
  if (Math.abs(denominator) < 1e-9) return null;
  const t = ((c[0] - a[0]) * s[1] - (c[1] - a[1]) * s[0]) / denominator;
  return [a[0] + t * r[0], a[1] + t * r[1]];
}

/** The point of the line through `from` along `direction` at height `y` (the direction must not be level). */
export const atHeight = (from: Point, direction: Point, y: number): Point => [
  from[0] + ((y - from[1]) / direction[1]) * direction[0],
  y,
];

/** Weighted least squares of the segments' end points (each weighted by its segment's length). */
function fitted(segments: readonly Segment[]): HorizontalLine {
  let w = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (const s of segments) {
    const weight = lengthOf(s);
    for (const [x, y] of [
      [s[0], s[1]],
      [s[2], s[3]],
    ] as const) {
      w += weight;
      sx += weight * x;
      sy += weight * y;
      sxx += weight * x * x;
      sxy += weight * x * y;
    }
  }
  const spread = sxx - (sx * sx) / w;
  const slope = spread > 1e-9 ? (sxy - (sx * sy) / w) / spread : 0;
  return {
    slope,
    at: (sy - slope * sx) / w,
    minX: Math.min(...segments.flatMap((s) => [s[0], s[2]])),
    maxX: Math.max(...segments.flatMap((s) => [s[0], s[2]])),
    support: segments.reduce((sum, s) => sum + lengthOf(s), 0),
  };
}

/**
 * Near-horizontal segments grouped into lines: a segment joins a line when its angle is within
 * `angleDegrees` of it and its middle within `gap` pixels of it (Hough gives one edge as several pieces).
 */
export function horizontalLines(
  segments: readonly Segment[],
  gap: number,
  angleDegrees = 3,
): HorizontalLine[] {
  const groups: { segments: Segment[]; line: HorizontalLine }[] = [];
  const longestFirst = [...segments].sort((a, b) => lengthOf(b) - lengthOf(a));
  for (const s of longestFirst) {
    const slope = (s[3] - s[1]) / (s[2] - s[0] || 1e-9);
    const middle: Point = [(s[0] + s[2]) / 2, (s[1] + s[3]) / 2];
    const group = groups.find(
      ({ line }) =>
        Math.abs(Math.atan(line.slope) - Math.atan(slope)) <= (angleDegrees * Math.PI) / 180 &&
        Math.abs(yAt(line, middle[0]) - middle[1]) <= gap,
    );
    if (group) {
      group.segments.push(s);
      group.line = fitted(group.segments);
    } else {
      groups.push({ segments: [s], line: fitted([s]) });
    }
  }
  return groups.map((g) => g.line);
}
