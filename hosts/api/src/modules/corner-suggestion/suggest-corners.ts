import {
  isConvexQuad,
  type PhotoPoint,
  type PhotoQuad,
  type PhotoSurfaceKind,
} from '@showroom/contract/projects';
import { floorCorners, floorFrame } from './floor-corners.ts';
import type { Point } from './line-geometry.ts';
import { photoLines } from './photo-lines.ts';
import { wallCorners } from './wall-corners.ts';

export interface SuggestInput {
  /** The photo as kept (any format sharp reads). */
  bytes: Buffer;
  /** The pixels the corners are in (the photo's `width` × `height`). */
  photo: { width: number; height: number };
  kind: PhotoSurfaceKind;
  /** For a wall, a point of it (in the photo's pixels): which of the walls is meant. */
  near?: PhotoPoint | undefined;
}

/**
 * The floor's or a wall's four corners in the photo's pixels, in the editor's order, or null when its
 * edges are not found (the person then places them by hand).
 */
export async function suggestCorners({ bytes, photo, kind, near }: SuggestInput): Promise<PhotoQuad | null> {
  const lines = await photoLines(bytes);
  const frame = floorFrame(lines.segments, lines);
  if (!frame) return null;
  const sx = photo.width / lines.width;
  const sy = photo.height / lines.height;
  const hint: Point = near ? [near[0] / sx, near[1] / sy] : [lines.width / 2, lines.height / 3];
  const found = kind === 'floor' ? floorCorners(frame) : wallCorners(frame, hint, lines.segments, lines);
  const quad = found.map(([x, y]) => [
    Math.round(Math.min(photo.width, Math.max(0, x * sx))),
    Math.round(Math.min(photo.height, Math.max(0, y * sy))),
  ]) as unknown as PhotoQuad;
  return isConvexQuad(quad) ? quad : null;
}
