import { lengthInches, surfacePlacement, typedLengthOf } from '@showroom/commerce-ui/photo-surfaces';
import {
  PHOTO_SURFACE,
  type PhotoQuad,
  type PhotoSurface,
  type PhotoSurfaceInput,
  type PhotoSurfaceKind,
  PHOTO_SURFACE_TEXTS as T,
} from '@showroom/contract/projects';

/** The product laid on a surface, as the editor keeps it. */
export interface DraftProduct {
  id: number;
  hash: string;
  name: string;
  photo: string | null;
  /** Its colours to choose from (empty when only the chosen one is known, from the checklist). */
  colours: readonly { name: string; hex: string }[];
}

/** A surface being edited: the length as typed (feet and inches), the product once chosen. */
export interface SurfaceDraft {
  key: string;
  kind: PhotoSurfaceKind;
  label: string;
  corners: PhotoQuad;
  lengthCorners: readonly [number, number];
  feet: string;
  inches: string;
  product: DraftProduct | null;
  sizeId: number | null;
  colour: string | null;
}

let drafted = 0;
function nextKey(): string {
  drafted += 1;
  return `surface-${drafted}`;
}

/**
 * A new surface where such a surface usually is in a room photo: a floor's trapezoid in the lower
 * part, a wall's rectangle above it; the person drags the corners onto the real ones.
 */
export function newSurface(
  kind: PhotoSurfaceKind,
  photo: { width: number; height: number },
  walls: number,
): SurfaceDraft {
  const placed = surfacePlacement(kind, photo);
  return {
    key: nextKey(),
    kind,
    label: kind === 'floor' ? T.floorLabel : T.wallLabel(walls + 1),
    corners: placed.corners,
    lengthCorners: placed.lengthCorners,
    feet: placed.feet,
    inches: '0',
    product: null,
    sizeId: null,
    colour: null,
  };
}

/** A saved surface as a draft. */
export function draftOf(saved: PhotoSurface): SurfaceDraft {
  return {
    key: nextKey(),
    kind: saved.kind,
    label: saved.label,
    corners: saved.corners.slice(0, 4) as unknown as PhotoQuad,
    lengthCorners: [saved.length_corners[0], saved.length_corners[1]],
    ...typedLengthOf(saved.length_inches),
    product: { ...saved.product, colours: saved.colour ? [saved.colour] : [] },
    sizeId: saved.size?.id ?? null,
    colour: saved.colour?.name ?? null,
  };
}

/** What `PUT …/surfaces` sends of a draft; `product_id` 0 when none is chosen (the schema refuses it). */
export function inputOf(draft: SurfaceDraft): PhotoSurfaceInput {
  return {
    kind: draft.kind,
    label: draft.label,
    corners: draft.corners.map(([x, y]) => [x, y] as [number, number]),
    length_corners: [draft.lengthCorners[0], draft.lengthCorners[1]],
    length_inches: lengthInches(draft),
    product_id: draft.product?.id ?? 0,
    size_id: draft.sizeId,
    colour: draft.colour,
  };
}

/** The sides a known length can run along: each corner and the next. */
export const QUAD_SIDES = [0, 1, 2, 3].map((a) => [a, (a + 1) % 4] as const);

export const MAX_SURFACES = PHOTO_SURFACE.maxPerPhoto;
