/**
 * Plane-to-photo homographies (issue #26, "your own room"; decision 0114): the 3 × 3 projective map
 * that lays a flat surface, measured in inches, onto the four corners a person marked in a photo.
 * Pure arithmetic, shared by the WebGL renderer (as a uniform), the canvas fallback and the tests.
 */

/** A point in photo pixels or plane inches. */
export type Point = readonly [number, number];

/** Row-major 3 × 3 matrix: `[a, b, c, d, e, f, g, h, i]` maps (x, y) to ((ax+by+c)/w, (dx+ey+f)/w), w = gx+hy+i. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

/** Where `h` takes `p`; NaN when `p` lies on the plane's horizon (w = 0). */
export function applyHomography(h: Homography, p: Point): Point {
  const [x, y] = p;
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

/** The inverse map (the adjugate; a homography is only defined up to scale, so no division by the determinant). */
export function invertHomography(h: Homography): Homography {
  const [a, b, c, d, e, f, g, k, i] = h;
  const inverse: Homography = [
    e * i - f * k,
    c * k - b * i,
    b * f - c * e,
    f * g - d * i,
    a * i - c * g,
    c * d - a * f,
    d * k - e * g,
    b * g - a * k,
    a * e - b * d,
  ];
  // Scaled so the last entry is 1 where it can be: keeps values in a float32 uniform's comfortable range.
  const s = Math.abs(inverse[8]) > 1e-12 ? inverse[8] : 1;
  return inverse.map((v) => v / s) as unknown as Homography;
}

/**
 * The homography taking the unit square's corners (0,0), (1,0), (1,1), (0,1) to `quad`, in that order
 * (Heckbert's closed form, "Fundamentals of Texture Mapping", 1989): no linear solver needed.
 */
export function squareToQuad(quad: readonly [Point, Point, Point, Point]): Homography {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  if (Math.abs(sx) < 1e-12 && Math.abs(sy) < 1e-12) {
    return [x1 - x0, x2 - x1, x0, y1 - y0, y2 - y1, y0, 0, 0, 1];
  }
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / det;
  const h = (dx1 * sy - sx * dy1) / det;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

/** `a` then `b`: the product b · a. */
export function composeHomographies(a: Homography, b: Homography): Homography {
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8] = a;
  const [b0, b1, b2, b3, b4, b5, b6, b7, b8] = b;
  return [
    b0 * a0 + b1 * a3 + b2 * a6,
    b0 * a1 + b1 * a4 + b2 * a7,
    b0 * a2 + b1 * a5 + b2 * a8,
    b3 * a0 + b4 * a3 + b5 * a6,
    b3 * a1 + b4 * a4 + b5 * a7,
    b3 * a2 + b4 * a5 + b5 * a8,
    b6 * a0 + b7 * a3 + b8 * a6,
    b6 * a1 + b7 * a4 + b8 * a7,
    b6 * a2 + b7 * a5 + b8 * a8,
  ];
}

/** The homography taking the plane rectangle [0, width] × [0, depth] (inches) to `quad` (pixels). */
export function planeToQuad(
  quad: readonly [Point, Point, Point, Point],
  width: number,
  depth: number,
): Homography {
  const toUnit: Homography = [1 / width, 0, 0, 0, 1 / depth, 0, 0, 0, 1];
  return composeHomographies(toUnit, squareToQuad(quad));
}
