import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';
import { MAX_ID } from '../validation/query-params.ts';

/** The showroom categories texts, written once. */
export const SHOWROOM_CATEGORY_MESSAGES = {
  saved: 'Your categories are saved. Your shop and widgets show only these within a few seconds.',
  noneChosen: 'Choose at least one category your showroom carries.',
  unknown: 'One of the chosen categories is not in the catalogue.',
} as const;

/** A top category of the catalogue a showroom may carry. */
export const carriableCategorySchema = z.object({ id: z.int(), name: z.string(), slug: z.string() });
export type CarriableCategory = z.infer<typeof carriableCategorySchema>;

/**
 * `GET /api/pro/showroom/categories` and the answer of a save: the catalogue's top categories and the
 * ids of those the showroom carries (the shell and widgets show only these).
 */
export const showroomCategoriesSchema = z.object({
  available: z.array(carriableCategorySchema),
  carried: z.array(z.int()),
});
export type ShowroomCategories = z.infer<typeof showroomCategoriesSchema>;
export const showroomCategoriesResponseSchema = envelopeSchema(showroomCategoriesSchema);
export type ShowroomCategoriesResponse = z.infer<typeof showroomCategoriesResponseSchema>;

/** `PUT /api/pro/showroom/categories`: the top categories to carry, at least one (the list replaces). */
export const showroomCategoriesRequestSchema = z.object({
  category_ids: z
    .array(
      z.int({ error: SHOWROOM_CATEGORY_MESSAGES.unknown }).check(
        z.positive(SHOWROOM_CATEGORY_MESSAGES.unknown),
        // A larger id is no category, and would overflow the database's integer ids.
        z.lte(MAX_ID, SHOWROOM_CATEGORY_MESSAGES.unknown),
      ),
      {
        error: SHOWROOM_CATEGORY_MESSAGES.noneChosen,
      },
    )
    .check(
      z.minLength(1, SHOWROOM_CATEGORY_MESSAGES.noneChosen),
      z.maxLength(200, SHOWROOM_CATEGORY_MESSAGES.unknown),
    ),
});
export type ShowroomCategoriesRequest = z.infer<typeof showroomCategoriesRequestSchema>;
