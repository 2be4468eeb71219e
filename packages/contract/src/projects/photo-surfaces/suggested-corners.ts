import { z } from 'zod/mini';
import { envelopeSchema } from '../../envelope/envelope.ts';
import {
  PHOTO_SURFACE_MESSAGES as M,
  PHOTO_SURFACE,
  type PhotoSurfaceKind,
} from './photo-surface-messages.ts';

const coordinate = z
  .number({ error: M.nearInvalid })
  .check(z.refine(Number.isFinite, M.nearInvalid), z.minimum(0, M.nearInvalid));

/**
 * `POST /api/projects/:id/photos/:fileId/suggested-corners` (issue #26, decision 0119): which surface's
 * corners to look for, and for a wall a point of it in the photo's pixels (where the person roughly put
 * it: a room photo shows several walls).
 */
export const suggestedCornersRequestSchema = z.object({
  kind: z.enum(PHOTO_SURFACE.kinds, { error: M.kindInvalid }),
  near: z.optional(z.nullable(z.tuple([coordinate, coordinate], { error: M.nearInvalid }))),
});
export type SuggestedCornersRequest = z.input<typeof suggestedCornersRequestSchema>;

/** The four corners found, in the editor's order and the photo's pixels, or null when none were found. */
export const suggestedCornersSchema = z.object({
  corners: z.nullable(z.array(z.tuple([z.number(), z.number()]))),
});
export type SuggestedCorners = z.infer<typeof suggestedCornersSchema>;
export const suggestedCornersResponseSchema = envelopeSchema(suggestedCornersSchema);
export type SuggestedCornersResponse = z.infer<typeof suggestedCornersResponseSchema>;

/** The answer's message: found, or the surface's "place the corners by hand" (both suggestion routes). */
export const suggestedCornersMessage = (kind: PhotoSurfaceKind, found: boolean): string =>
  found ? M.cornersSuggested : kind === 'floor' ? M.floorNotFound : M.wallNotFound;
