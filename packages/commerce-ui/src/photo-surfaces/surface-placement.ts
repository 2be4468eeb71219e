import type { PhotoQuad, PhotoSurfaceKind } from '@showroom/contract/projects';

/** Where a new surface starts, with its known side and a usual length: the person then drags the corners. */
export interface SurfacePlacement {
  corners: PhotoQuad;
  lengthCorners: readonly [number, number];
  feet: string;
}

/**
 * A new surface where such a surface usually is in a room photo: a floor's trapezoid in the lower part
 * (known side across its far edge, 10 ft), a wall's rectangle above it (known side its height, 8 ft).
 */
export function surfacePlacement(
  kind: PhotoSurfaceKind,
  photo: { width: number; height: number },
): SurfacePlacement {
  const { width: w, height: h } = photo;
  const at = (x: number, y: number) => [Math.round(x * w), Math.round(y * h)] as const;
  return kind === 'floor'
    ? {
        corners: [at(0.3, 0.62), at(0.7, 0.62), at(0.9, 0.94), at(0.1, 0.94)],
        lengthCorners: [0, 1],
        feet: '10',
      }
    : {
        corners: [at(0.2, 0.08), at(0.8, 0.08), at(0.8, 0.55), at(0.2, 0.55)],
        lengthCorners: [1, 2],
        feet: '8',
      };
}
