import { describe, expect, it } from 'vitest';
import { applyHomography, invertHomography, type Point, planeToQuad, squareToQuad } from './homography.ts';
import { PHONE_FOCAL_SHARE, planeSize, rectangleAspect } from './rectangle-size.ts';

type Quad = [Point, Point, Point, Point];
const PHOTO = { width: 1200, height: 900 };

/** A camera at the origin looking down +z; the floor rectangle (x across, y away) tilted and turned. */
function camera(focal: number, pitch: number, yaw: number, offset: [number, number, number]) {
  const [cp, sp, cy, sy] = [Math.cos(pitch), Math.sin(pitch), Math.cos(yaw), Math.sin(yaw)];
  return (x: number, y: number): Point => {
    // Turn about the floor's normal, then tilt the floor away from the camera.
    const rx = cy * x - sy * y;
    const ry = sy * x + cy * y;
    const [camX, camY, camZ] = [rx + offset[0], -sp * ry + offset[1], cp * ry + offset[2]];
    return [PHOTO.width / 2 + (focal * camX) / camZ, PHOTO.height / 2 + (focal * camY) / camZ];
  };
}

function rectangleIn(project: (x: number, y: number) => Point, w: number, d: number): Quad {
  return [project(0, 0), project(w, 0), project(w, d), project(0, d)];
}

const close = (a: Point, b: Point, digits = 6) => {
  expect(a[0]).toBeCloseTo(b[0], digits);
  expect(a[1]).toBeCloseTo(b[1], digits);
};

describe('homography', () => {
  const quad: Quad = [
    [310, 420],
    [905, 455],
    [1130, 860],
    [120, 820],
  ];

  it('maps the unit square and the plane rectangle onto the four marked corners exactly', () => {
    const unit = squareToQuad(quad);
    const corners: Point[] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    for (const [i, c] of corners.entries()) close(applyHomography(unit, c), quad[i] as Point);
    const plane = planeToQuad(quad, 144, 96);
    const inches: Point[] = [
      [0, 0],
      [144, 0],
      [144, 96],
      [0, 96],
    ];
    for (const [i, c] of inches.entries()) close(applyHomography(plane, c), quad[i] as Point);
  });

  it('keeps straight lines straight and comes back through its inverse', () => {
    const plane = planeToQuad(quad, 144, 96);
    const inverse = invertHomography(plane);
    for (const t of [0.1, 0.37, 0.8]) {
      // Three points of one line across the plane stay on one line in the photo.
      const a = applyHomography(plane, [0, 10]);
      const b = applyHomography(plane, [144 * t, 10 + 80 * t]);
      const c = applyHomography(plane, [144, 90]);
      const area = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
      expect(Math.abs(area)).toBeLessThan(1e-6);
      close(applyHomography(inverse, b), [144 * t, 10 + 80 * t]);
    }
  });

  it('is affine (no division) for a parallelogram', () => {
    const parallelogram: Quad = [
      [100, 100],
      [500, 120],
      [560, 420],
      [160, 400],
    ];
    const h = squareToQuad(parallelogram);
    expect([h[6], h[7], h[8]]).toEqual([0, 0, 1]);
    close(applyHomography(h, [0.5, 0.5]), [330, 260]);
  });
});

describe('the real rectangle from its photo', () => {
  it('recovers a turned floor’s width ÷ depth from two vanishing points', () => {
    const project = camera(1100, 1.05, 0.4, [-60, 40, 260]);
    const aspect = rectangleAspect(rectangleIn(project, 144, 96), PHOTO);
    expect(aspect).toBeCloseTo(1.5, 3);
  });

  it('falls back to a phone’s lens when the floor is seen straight on (one pair of sides parallel)', () => {
    const project = camera(PHONE_FOCAL_SHARE * 1200, 1.1, 0, [-72, 50, 200]);
    const quad = rectangleIn(project, 144, 120);
    expect(quad[0][1]).toBeCloseTo(quad[1][1], 9);
    expect(rectangleAspect(quad, PHOTO)).toBeCloseTo(1.2, 6);
  });

  it('takes its scale from the known length: a 24-inch tile’s edge lands where the camera puts it', () => {
    const project = camera(1100, 1.05, 0.4, [-60, 40, 260]);
    const quad = rectangleIn(project, 144, 96);
    // The known length is the side from corner 1 to 2: 8 ft.
    const size = planeSize(quad, PHOTO, 1, 96);
    expect(size.depth).toBe(96);
    expect(size.width).toBeCloseTo(144, 1);
    const plane = planeToQuad(quad, size.width, size.depth);
    close(applyHomography(plane, [24, 24]), project(24, 24), 1);
    close(applyHomography(plane, [120, 72]), project(120, 72), 1);
  });
});
