import type { AiPhotoSurface } from '@showroom/contract/design-ai';
import { type PhotoQuad, quadInPhoto } from '@showroom/contract/projects';

/**
 * The field of the first marked surface with a corner past the photo's edges (the schema knows no
 * photo sizes), as `photo_surfaces.N.corners`; null when every corner is on the photo. The schema has
 * already made them four points, so the cast to a quad holds.
 */
export function surfacesOutsidePhoto(
  surfaces: readonly AiPhotoSurface[],
  photo: { width: number; height: number },
): string | null {
  const index = surfaces.findIndex((surface) => !quadInPhoto(surface.corners as unknown as PhotoQuad, photo));
  return index < 0 ? null : `photo_surfaces.${index}.corners`;
}
