import { fieldErrorsOf } from '@showroom/contract';
import { PHOTO_SURFACE_MESSAGES as M, photoSurfacesRequestSchema } from '@showroom/contract/projects';
import type { FieldErrorMap } from '@showroom/core';
import { inputOf, type SurfaceDraft } from './surface-draft.ts';

/**
 * Field errors by surface: `surfaces.0.corners.1.0` and `surfaces.0.corners` both become surface 0's
 * `corners`, as the fields show one message per field.
 */
export function errorsBySurface(errors: FieldErrorMap): Map<number, Record<string, string[]>> {
  const bySurface = new Map<number, Record<string, string[]>>();
  for (const [path, messages] of Object.entries(errors)) {
    const [root, index, field] = path.split('.');
    if (root !== 'surfaces' || index === undefined || field === undefined) continue;
    const surface = bySurface.get(Number(index)) ?? {};
    surface[field] ??= [...messages];
    bySurface.set(Number(index), surface);
  }
  return bySurface;
}

/** The contract's own checks of the drafts, before anything is sent; a surface without a product asks for one. */
export function draftErrors(drafts: readonly SurfaceDraft[]): FieldErrorMap {
  const parsed = photoSurfacesRequestSchema.safeParse({ surfaces: drafts.map(inputOf) });
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  drafts.forEach((draft, i) => {
    if (!draft.product) errors[`surfaces.${i}.product_id`] = [M.productRequired];
  });
  return errors;
}
