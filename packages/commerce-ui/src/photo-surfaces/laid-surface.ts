import { TEXTURE_PATCH_INCHES } from '@showroom/contract';
import { isConvexQuad, type PhotoQuad, quadSideOf } from '@showroom/contract/projects';
import {
  type Homography,
  invertHomography,
  type Point,
  planeSize,
  planeToQuad,
} from '@showroom/materials/photo-plane';

/**
 * One material laid into a photo, as the renderers take it: corners in the photo's own pixels (the
 * file's `width` × `height`), the real length of the side between two neighbouring corners, and the
 * texture: a seamless square `patchInches` on a side (the materials package's drawing).
 */
export interface LaidSurface {
  corners: PhotoQuad;
  lengthCorners: readonly [number, number];
  lengthInches: number;
  textureUrl: string;
  patchInches?: number;
}

/** A surface ready to draw on a canvas `scale` times the photo's pixels: its plane and homographies. */
export interface SurfacePlane {
  /** Canvas pixels of the corners. */
  quad: readonly [Point, Point, Point, Point];
  /** The plane's size in inches: width along corners 0→1, depth along 1→2. */
  width: number;
  depth: number;
  patchInches: number;
  /** Plane inches → canvas pixels. */
  toCanvas: Homography;
  /** Canvas pixels → plane inches (the WebGL renderer's uniform). */
  toPlane: Homography;
}

/**
 * The plane of `surface` on a canvas drawn at `scale` × the photo's pixels, or null while its corners
 * make no convex quadrilateral or its length is not positive (the editor says why; nothing is drawn).
 */
export function surfacePlane(
  surface: LaidSurface,
  photo: { width: number; height: number },
  scale: number,
): SurfacePlane | null {
  const [a, b] = surface.lengthCorners;
  if (!isConvexQuad(surface.corners) || !(surface.lengthInches > 0) || a === undefined || b === undefined) {
    return null;
  }
  const corners = surface.corners.map(([x, y]) => [x, y] as Point) as [Point, Point, Point, Point];
  // The rectangle's proportions come from the photo's own pixels (its centre is the lens's axis).
  const size = planeSize(corners, photo, quadSideOf(a, b), surface.lengthInches);
  const quad = corners.map(([x, y]) => [x * scale, y * scale] as Point) as [Point, Point, Point, Point];
  const toCanvas = planeToQuad(quad, size.width, size.depth);
  return {
    quad,
    width: size.width,
    depth: size.depth,
    patchInches: surface.patchInches ?? TEXTURE_PATCH_INCHES,
    toCanvas,
    toPlane: invertHomography(toCanvas),
  };
}
