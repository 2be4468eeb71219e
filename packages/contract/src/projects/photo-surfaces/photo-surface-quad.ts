/**
 * The four corners a person marks on a photo (issue #26, decision 0114), checked the same way by the
 * editor and the server: a surface is a convex quadrilateral whose sides do not cross, in the photo.
 */

/** A corner in the photo's own pixels (the file's `width` × `height`), x right and y down. */
export type PhotoPoint = readonly [number, number];
export type PhotoQuad = readonly [PhotoPoint, PhotoPoint, PhotoPoint, PhotoPoint];

/** The smallest area, in the photo's square pixels, a surface may cover: smaller is a slip of the finger. */
export const MIN_SURFACE_AREA = 100;

/** The quad's signed area (shoelace): positive when the corners go clockwise on screen (y down). */
export function quadArea(quad: PhotoQuad): number {
  let twice = 0;
  for (let i = 0; i < 4; i += 1) {
    const [x0, y0] = quad[i] as PhotoPoint;
    const [x1, y1] = quad[(i + 1) % 4] as PhotoPoint;
    twice += x0 * y1 - x1 * y0;
  }
  return twice / 2;
}

/**
 * True when the corners, in order, go round a convex quadrilateral: every turn the same way and none
 * straight. A self-crossing ("bow-tie") quad turns both ways, so it fails too, as does a dent.
 */
export function isConvexQuad(quad: PhotoQuad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i += 1) {
    const [ax, ay] = quad[i] as PhotoPoint;
    const [bx, by] = quad[(i + 1) % 4] as PhotoPoint;
    const [cx, cy] = quad[(i + 2) % 4] as PhotoPoint;
    const turn = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
    if (turn === 0) return false;
    if (sign === 0) sign = Math.sign(turn);
    else if (Math.sign(turn) !== sign) return false;
  }
  // Four same-way turns can still wind twice round; a real quad's area is not near zero.
  return Math.abs(quadArea(quad)) >= MIN_SURFACE_AREA;
}

/** True when every corner lies in the photo, edges included. */
export function quadInPhoto(quad: PhotoQuad, photo: { width: number; height: number }): boolean {
  return quad.every(([x, y]) => x >= 0 && y >= 0 && x <= photo.width && y <= photo.height);
}

/** Corners `a` and `b` are the two ends of one side (the known length is along a side). */
export function isQuadSide(a: number, b: number): boolean {
  return a !== b && (Math.abs(a - b) === 1 || Math.abs(a - b) === 3);
}

/** The side (0…3, from corner `side` to the next) that corners `a` and `b` bound. */
export function quadSideOf(a: number, b: number): 0 | 1 | 2 | 3 {
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  return (high - low === 3 ? high : low) as 0 | 1 | 2 | 3;
}
