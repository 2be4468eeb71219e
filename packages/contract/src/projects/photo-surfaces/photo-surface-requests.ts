import { z } from 'zod/mini';
import { envelopeSchema } from '../../envelope/envelope.ts';
import { positiveIdField } from '../../validation/query-params.ts';
import { PHOTO_SURFACE_MESSAGES as M, PHOTO_SURFACE } from './photo-surface-messages.ts';
import { isConvexQuad, isQuadSide, type PhotoQuad } from './photo-surface-quad.ts';

const coordinate = z
  .number({ error: M.cornersInvalid })
  .check(z.refine(Number.isFinite, M.cornersInvalid), z.minimum(0, M.outsidePhoto));

const pointSchema = z.tuple([coordinate, coordinate], { error: M.cornersInvalid });

const cornerIndex = z.int({ error: M.lengthCornersInvalid }).check(z.minimum(0), z.maximum(3));

/**
 * One surface laid into a photo (issue #26, decision 0114): four corners in the photo's pixels, in
 * order round the surface (corner 0 to 1 is its width, 1 to 2 its depth), the real length of one side
 * (`length_corners`, two neighbouring corners) in inches, and the product laid there.
 */
export const photoSurfaceInputSchema = z.object({
  kind: z.enum(PHOTO_SURFACE.kinds, { error: M.kindInvalid }),
  label: z
    .string({ error: M.labelRequired })
    .check(
      z.trim(),
      z.minLength(1, M.labelRequired),
      z.maxLength(PHOTO_SURFACE.maxLabelLength, M.labelTooLong),
    ),
  corners: z
    .array(pointSchema, { error: M.cornersInvalid })
    .check(z.length(4, M.cornersInvalid))
    .check(z.refine((quad) => isConvexQuad(quad as unknown as PhotoQuad), M.notConvex)),
  length_corners: z
    .tuple([cornerIndex, cornerIndex], { error: M.lengthCornersInvalid })
    .check(z.refine(([a, b]) => isQuadSide(a, b), M.lengthCornersInvalid)),
  length_inches: z
    .number({ error: M.lengthRequired })
    .check(
      z.gt(0, M.lengthPositive),
      z.maximum(PHOTO_SURFACE.maxLengthInches, M.lengthTooLong),
      z.refine(Number.isFinite, M.lengthRequired),
    ),
  product_id: positiveIdField('product id'),
  size_id: z.optional(z.nullable(positiveIdField('size id'))),
  colour: z.optional(
    z.nullable(z.string().check(z.maxLength(60, 'The colour field must not be greater than 60 characters.'))),
  ),
});
export type PhotoSurfaceInput = z.input<typeof photoSurfaceInputSchema>;
export type PhotoSurfaceFields = z.output<typeof photoSurfaceInputSchema>;

/** `PUT /api/projects/:id/photos/:fileId/surfaces`: the photo's whole set of surfaces (an empty list clears it). */
export const photoSurfacesRequestSchema = z.object({
  surfaces: z
    .array(photoSurfaceInputSchema, { error: M.surfacesRequired })
    .check(z.maxLength(PHOTO_SURFACE.maxPerPhoto, M.tooMany)),
});
export type PhotoSurfacesRequest = z.input<typeof photoSurfacesRequestSchema>;

/** A surface as saved, with what the renderer needs of its product (its drawn texture by hash and colour). */
export const photoSurfaceSchema = z.object({
  id: z.int(),
  kind: z.enum(PHOTO_SURFACE.kinds),
  label: z.string(),
  corners: z.array(z.tuple([z.number(), z.number()])),
  length_corners: z.tuple([z.int(), z.int()]),
  length_inches: z.number(),
  product: z.object({
    id: z.int(),
    hash: z.string(),
    name: z.string(),
    photo: z.nullable(z.string()),
  }),
  size: z.nullable(z.object({ id: z.int(), label: z.string() })),
  colour: z.nullable(z.object({ name: z.string(), hex: z.string() })),
});
export type PhotoSurface = z.infer<typeof photoSurfaceSchema>;

/** A photo's surfaces, in the order they are drawn (later ones over earlier ones). */
export const photoSurfacesSchema = z.object({
  file_id: z.string(),
  width: z.int(),
  height: z.int(),
  surfaces: z.array(photoSurfaceSchema),
  updated_at: z.nullable(z.string()),
});
export type PhotoSurfaces = z.infer<typeof photoSurfacesSchema>;
export const photoSurfacesResponseSchema = envelopeSchema(photoSurfacesSchema);
export type PhotoSurfacesResponse = z.infer<typeof photoSurfacesResponseSchema>;
