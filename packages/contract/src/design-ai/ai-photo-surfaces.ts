import { z } from 'zod/mini';
import { PHOTO_SURFACE, type PhotoSurfaceKind } from '../projects/photo-surfaces/photo-surface-messages.ts';
import { photoSurfaceInputSchema } from '../projects/photo-surfaces/photo-surface-requests.ts';

/** Texts of the surfaces marked on an AI design's room photo (issue #26, decision 0116). */
export const AI_PHOTO_SURFACE_MESSAGES = {
  surfacesInvalid: 'The photo surfaces field must be a list.',
  onePerKind: 'Mark at most one floor and one wall.',
  photoRequired: 'Add a room photo before marking its floor.',
  outsidePhoto: 'Every corner must be inside the photo.',
} as const;

/** The kinds a design lays into its photo: the floor, and one wall. */
export const AI_PHOTO_SURFACE_KINDS = PHOTO_SURFACE.kinds;

/**
 * One surface marked on the room photo: four corners in the photo's pixels and one known side's length,
 * checked by the projects' own rules (convex, in order, a side of two neighbouring corners, a length over
 * 0 and at most 100 ft). No product: each design lays its own.
 */
export const aiPhotoSurfaceSchema = z.pick(photoSurfaceInputSchema, {
  kind: true,
  corners: true,
  length_corners: true,
  length_inches: true,
});
export type AiPhotoSurface = z.infer<typeof aiPhotoSurfaceSchema>;
export type AiPhotoSurfaceInput = z.input<typeof aiPhotoSurfaceSchema>;

const oncePerKind = (surfaces: readonly { kind: PhotoSurfaceKind }[]) =>
  new Set(surfaces.map((surface) => surface.kind)).size === surfaces.length;

/** The floor and, optionally, a wall; the server checks the corners against the photo's own size. */
export const aiPhotoSurfacesSchema = z
  .array(aiPhotoSurfaceSchema, { error: AI_PHOTO_SURFACE_MESSAGES.surfacesInvalid })
  .check(
    z.maxLength(AI_PHOTO_SURFACE_KINDS.length, AI_PHOTO_SURFACE_MESSAGES.onePerKind),
    z.refine(oncePerKind, AI_PHOTO_SURFACE_MESSAGES.onePerKind),
  );
