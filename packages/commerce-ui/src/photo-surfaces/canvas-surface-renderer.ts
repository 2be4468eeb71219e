import { applyHomography, type Point } from '@showroom/materials/photo-plane';
import type { SurfaceRenderer, TexturedPlane } from './surface-renderer.ts';

/** Pieces per side of a plane: 16 × 16 × 2 triangles keep the affine error under a pixel on a phone photo. */
const PIECES = 16;

/** The affine map (canvas `setTransform` order a, b, c, d, e, f) taking triangle `from` onto `to`. */
function affine(
  from: readonly Point[],
  to: readonly Point[],
): [number, number, number, number, number, number] {
  const [[x0, y0], [x1, y1], [x2, y2]] = from as [Point, Point, Point];
  const [[u0, v0], [u1, v1], [u2, v2]] = to as [Point, Point, Point];
  const det = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  const a = ((u1 - u0) * (y2 - y0) - (u2 - u0) * (y1 - y0)) / det;
  const c = ((u2 - u0) * (x1 - x0) - (u1 - u0) * (x2 - x0)) / det;
  const b = ((v1 - v0) * (y2 - y0) - (v2 - v0) * (y1 - y0)) / det;
  const d = ((v2 - v0) * (x1 - x0) - (v1 - v0) * (x2 - x0)) / det;
  return [a, b, c, d, u0 - a * x0 - c * y0, v0 - b * x0 - d * y0];
}

/** The triangle pushed out by half a pixel from its centre, so neighbouring pieces leave no hairline. */
function grown(points: readonly Point[]): Point[] {
  const cx = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const cy = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  return points.map(([x, y]) => {
    const length = Math.hypot(x - cx, y - cy) || 1;
    return [x + ((x - cx) / length) * 0.5, y + ((y - cy) / length) * 0.5];
  });
}

function drawPlane(ctx: CanvasRenderingContext2D, { plane, texture }: TexturedPlane) {
  const pattern = ctx.createPattern(texture, 'repeat');
  if (!pattern) return;
  // Pattern pixels → inches: one texture square is `patchInches` of the plane.
  pattern.setTransform(
    new DOMMatrix().scale(plane.patchInches / texture.width, plane.patchInches / texture.height),
  );
  const step = [plane.width / PIECES, plane.depth / PIECES];
  for (let i = 0; i < PIECES; i += 1) {
    for (let j = 0; j < PIECES; j += 1) {
      const x0 = i * (step[0] as number);
      const y0 = j * (step[1] as number);
      const x1 = x0 + (step[0] as number);
      const y1 = y0 + (step[1] as number);
      for (const triangle of [
        [
          [x0, y0],
          [x1, y0],
          [x1, y1],
        ],
        [
          [x0, y0],
          [x1, y1],
          [x0, y1],
        ],
      ] as Point[][]) {
        const onCanvas = triangle.map((p) => applyHomography(plane.toCanvas, p));
        const edge = grown(onCanvas);
        ctx.save();
        ctx.beginPath();
        ctx.moveTo(...(edge[0] as Point));
        ctx.lineTo(...(edge[1] as Point));
        ctx.lineTo(...(edge[2] as Point));
        ctx.closePath();
        ctx.clip();
        ctx.setTransform(...affine(triangle, onCanvas));
        ctx.fillStyle = pattern;
        ctx.fillRect(x0 - 1, y0 - 1, x1 - x0 + 2, y1 - y0 + 2);
        ctx.restore();
      }
    }
  }
}

/**
 * The fallback without WebGL: each plane cut into small triangles, each drawn with the affine map
 * that matches the homography at its three corners (the classic texture-mapping approximation).
 */
export function createCanvasSurfaceRenderer(canvas: HTMLCanvasElement): SurfaceRenderer | null {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  return {
    kind: 'canvas',
    draw(photo, planes) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.drawImage(photo, 0, 0, canvas.width, canvas.height);
      for (const plane of planes) drawPlane(ctx, plane);
    },
    dispose() {},
  };
}
