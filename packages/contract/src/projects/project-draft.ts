import { envelopeSchema, positiveIdField } from '@showroom/contract';
import { z } from 'zod/mini';
import { cartMergeSchema } from '../cart/cart-merge.ts';
import { draftValueField } from './draft-value.ts';

/**
 * `POST /api/projectCart` from a saved draft item (spec §4 sign-in (a), registration): the draft's
 * showroom, floor plan and template. The answer's `data` is the new project id, stored as `project`.
 */
export const projectFromDraftRequestSchema = z.object({
  showroom: positiveIdField('showroom'),
  floorplan: draftValueField('floorplan'),
  floorTemplate: draftValueField('floor template'),
  project: draftValueField('project'),
});
export type ProjectFromDraftRequest = z.input<typeof projectFromDraftRequestSchema>;

export const projectCreatedResponseSchema = envelopeSchema(z.int());

/** `POST /api/projectCart/update_project_cart`: attach the visitor's temporary cart to a project. */
export const attachCartRequestSchema = z.object({
  re_temp_project_id: z
    .string({ error: 'The re temp project id field is required.' })
    .check(
      z.minLength(1, 'The re temp project id field is required.'),
      z.maxLength(64, 'The re temp project id field is invalid.'),
    ),
  project_id: positiveIdField('project id'),
});
export type AttachCartRequest = z.input<typeof attachCartRequestSchema>;

/**
 * Its answer: the cart now tied to the project (the visitor's cart, or the homeowner's own cart the
 * visitor's lines were merged into) and, when this call merged, what the merge did (decision 0076).
 */
export const attachCartResponseSchema = envelopeSchema(
  z.object({ cart_id: z.int(), project_id: z.int(), merged: z.optional(cartMergeSchema) }),
);
export type AttachCartResponse = z.infer<typeof attachCartResponseSchema>;

/** A saved draft item (spec §3): complete when it holds showroom, floorplan and floorTemplate. */
export const draftItemSchema = z.object({
  showroom: z.optional(z.nullable(z.union([z.int(), z.string()]))),
  floorplan: z.optional(z.unknown()),
  floorTemplate: z.optional(z.unknown()),
  project: z.optional(z.unknown()),
});
export type DraftItem = z.infer<typeof draftItemSchema>;

export function isCompleteDraft(draft: DraftItem | null | undefined): boolean {
  return Boolean(draft?.showroom && draft.floorplan && draft.floorTemplate);
}
