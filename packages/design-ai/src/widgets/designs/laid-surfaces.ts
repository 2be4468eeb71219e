import type { LaidSurface } from '@showroom/commerce-ui/photo-surfaces';
import type { AiDesign, AiPhotoSurface } from '@showroom/contract/design-ai';
import type { PhotoQuad, PhotoSurfaceKind } from '@showroom/contract/projects';
import { productPictureUrl } from '@showroom/core';

/**
 * The design's slot a marked surface shows: the floor's; for a wall, the first wall's, else the
 * backsplash's or the shower walls' (a kitchen or bath design may dress only those).
 */
export function slotFor(kind: PhotoSurfaceKind, design: AiDesign): string | null {
  const slots = Object.keys(design.draft.floorTemplate.materials);
  if (kind === 'floor')
    return slots.find((slot) => slot === 'floor') ?? slots.find((s) => s.includes('floor')) ?? null;
  return (
    slots.find((slot) => slot === 'wall' || slot.startsWith('wall-')) ??
    slots.find((slot) => slot === 'backsplash' || slot === 'shower-walls') ??
    null
  );
}

/**
 * Each marked surface with the design's own product there, as the photo renderer takes it: the
 * materials package's texture of that product in the design's colour. A surface the design leaves bare
 * is not laid.
 */
export function laidSurfacesOf(design: AiDesign, surfaces: readonly AiPhotoSurface[]): LaidSurface[] {
  return surfaces.flatMap((surface) => {
    const slot = slotFor(surface.kind, design);
    const hash = slot ? design.draft.floorTemplate.materials[slot] : undefined;
    if (!slot || !hash) return [];
    const colour = design.items.find((item) => item.slot === slot)?.colour ?? null;
    return [
      {
        corners: surface.corners.slice(0, 4) as unknown as PhotoQuad,
        lengthCorners: [surface.length_corners[0], surface.length_corners[1]] as const,
        lengthInches: surface.length_inches,
        textureUrl: productPictureUrl({ hash, photo: null }, 'texture', colour),
      },
    ];
  });
}
