import { lengthInches, surfacePlacement, type TypedLength } from '@showroom/commerce-ui/photo-surfaces';
import type { AiPhotoSurfaceInput } from '@showroom/contract/design-ai';
import type { PhotoQuad, PhotoSurfaceKind } from '@showroom/contract/projects';

/** A floor or wall being marked on the room photo: its corners, known side and the length as typed. */
export interface PhotoMark extends TypedLength {
  kind: PhotoSurfaceKind;
  corners: PhotoQuad;
  lengthCorners: readonly [number, number];
}

/** A new mark where such a surface usually is in a room photo (commerce-ui's placement, as projects'). */
export function newMark(kind: PhotoSurfaceKind, photo: { width: number; height: number }): PhotoMark {
  const placed = surfacePlacement(kind, photo);
  return {
    kind,
    corners: placed.corners,
    lengthCorners: placed.lengthCorners,
    feet: placed.feet,
    inches: '0',
  };
}

/** What the request sends of the marks (`photo_surfaces`): the floor first, as it was marked. */
export function surfacesOf(marks: readonly PhotoMark[]): AiPhotoSurfaceInput[] {
  return marks.map((mark) => ({
    kind: mark.kind,
    corners: mark.corners.map(([x, y]) => [x, y] as [number, number]),
    length_corners: [mark.lengthCorners[0], mark.lengthCorners[1]],
    length_inches: lengthInches(mark),
  }));
}
