import type { Point } from './homography.ts';

/**
 * A phone's main camera is about 26 mm (35 mm equivalent) across a 36 mm frame: its focal length in
 * pixels is this share of the photo's long side. Used only when the marked corners cannot tell it.
 */
export const PHONE_FOCAL_SHARE = 26 / 36;

type Vec3 = readonly [number, number, number];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * Width ÷ depth of the real rectangle whose photo is `quad` (corners in order around it; width runs
 * from corner 0 to 1, depth from 1 to 2), by Zhang and He's rectangle rectification ("Whiteboard
 * scanning and image enhancement", 2007): the principal point is the photo's centre and pixels are
 * square; the focal length comes from the two vanishing points, or, when a pair of sides is parallel
 * in the photo (a floor seen straight on), from `PHONE_FOCAL_SHARE`.
 */
export function rectangleAspect(
  quad: readonly [Point, Point, Point, Point],
  photo: { width: number; height: number },
) {
  const cx = photo.width / 2;
  const cy = photo.height / 2;
  const h = (p: Point): Vec3 => [p[0] - cx, p[1] - cy, 1];
  // Zhang and He's order: m1 (0,0), m2 (w,0), m3 (0,h), m4 (w,h).
  const m1 = h(quad[0]);
  const m2 = h(quad[1]);
  const m3 = h(quad[3]);
  const m4 = h(quad[2]);
  const k2 = dot(cross(m1, m4), m3) / dot(cross(m2, m4), m3);
  const k3 = dot(cross(m1, m4), m2) / dot(cross(m3, m4), m2);
  const n2: Vec3 = [k2 * m2[0] - m1[0], k2 * m2[1] - m1[1], k2 * m2[2] - m1[2]];
  const n3: Vec3 = [k3 * m3[0] - m1[0], k3 * m3[1] - m1[1], k3 * m3[2] - m1[2]];
  const long = Math.max(photo.width, photo.height);
  const estimated = -(n2[0] * n3[0] + n2[1] * n3[1]) / (n2[2] * n3[2]);
  // Parallel sides (n·z ≈ 0) leave the focal length unobservable, and nearly parallel ones make it
  // noise: only a lens between a fish-eye and a long zoom is believed.
  const plausible =
    Number.isFinite(estimated) && estimated > (0.3 * long) ** 2 && estimated < (5 * long) ** 2;
  const f2 = plausible ? estimated : (PHONE_FOCAL_SHARE * long) ** 2;
  const ratio2 = (n2[0] ** 2 + n2[1] ** 2 + f2 * n2[2] ** 2) / (n3[0] ** 2 + n3[1] ** 2 + f2 * n3[2] ** 2);
  return Math.sqrt(ratio2);
}

/**
 * The plane's size in inches: `lengthInches` is the real length of the side from corner `side` to the
 * next; the other side follows from the rectangle's aspect. `width` runs 0→1, `depth` 1→2.
 */
export function planeSize(
  quad: readonly [Point, Point, Point, Point],
  photo: { width: number; height: number },
  side: 0 | 1 | 2 | 3,
  lengthInches: number,
): { width: number; depth: number } {
  const aspect = rectangleAspect(quad, photo);
  return side % 2 === 0
    ? { width: lengthInches, depth: lengthInches / aspect }
    : { width: lengthInches * aspect, depth: lengthInches };
}
