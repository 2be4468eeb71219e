import { envelopeSchema, intField, positiveIdField } from '@showroom/contract';
import { z } from 'zod/mini';
import { cartItemSchema, cartTokenField, MAX_CART_QTY } from './project-cart.ts';

/** The most lines one `sync_to_bulk_cart` adds (a whole room's bill of materials fits). */
export const MAX_BULK_CART_ITEMS = 100;

/** The most characters of a project's free-text notes (`extra_info`). */
export const MAX_EXTRA_INFO_LENGTH = 2_000;

/**
 * `POST /api/projectCart/sync_to_bulk_cart` (spec §7 "cart payload"): many items at once (e.g. a
 * whole room from the visualizer), all or nothing. Each item adds to its line like sync_to_cart.
 * Answers the cart (`projectCartResponseSchema`).
 */
export const syncToBulkCartRequestSchema = z.object({
  showroom: positiveIdField('showroom'),
  action: z.literal('cart', { error: 'The action field must be cart.' }),
  temp_project_id: z.optional(cartTokenField()),
  items: z
    .array(cartItemSchema)
    .check(
      z.minLength(1, 'The items field must have at least 1 item.'),
      z.maxLength(
        MAX_BULK_CART_ITEMS,
        `The items field must not have more than ${MAX_BULK_CART_ITEMS} items.`,
      ),
    ),
  toast: z.optional(z.boolean()),
});
export type SyncToBulkCartRequest = z.input<typeof syncToBulkCartRequestSchema>;

/**
 * `POST /api/projectCart/update_cart` (spec §7 "cart payload"): sets one line's quantity (the
 * quantity box). The line (`id` of a Project_tans line) must be in the caller's cart. Answers the cart.
 */
export const updateCartRequestSchema = z.object({
  showroom: positiveIdField('showroom'),
  temp_project_id: z.optional(cartTokenField()),
  id: positiveIdField('id'),
  qty: intField('qty', 1, MAX_CART_QTY),
});
export type UpdateCartRequest = z.input<typeof updateCartRequestSchema>;

/**
 * `DELETE /api/cart/destroy/{id}?showroom=&temp_project_id=` (spec §7 "params incl showroom"):
 * removes one line of the caller's cart. Answers the cart (it stays, empty, after its last line).
 */
export const destroyCartLineQuerySchema = z.object({
  showroom: positiveIdField('showroom'),
  temp_project_id: z.optional(cartTokenField()),
});
export type DestroyCartLineQuery = z.input<typeof destroyCartLineQuerySchema>;

/** A project as `GET`/`PUT /api/projectCart/{id}` answer it (spec §3 Project: extra_info). */
export const projectSchema = z.object({
  id: z.int(),
  is_cart: z.boolean(),
  showroom: z.int(),
  extra_info: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectResponseSchema = envelopeSchema(projectSchema);
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

/** `PUT /api/projectCart/{id}` (spec §7 "extra_info on PUT"): the project's notes; null clears them. */
export const projectExtraInfoRequestSchema = z.object({
  extra_info: z.nullable(
    z
      .string({ error: 'The extra info field must be a string.' })
      .check(
        z.maxLength(
          MAX_EXTRA_INFO_LENGTH,
          `The extra info field must not be greater than ${MAX_EXTRA_INFO_LENGTH} characters.`,
        ),
      ),
  ),
});
export type ProjectExtraInfoRequest = z.input<typeof projectExtraInfoRequestSchema>;

/** Path parameter of the calls that name a project or a cart line by id. */
export const cartIdParamsSchema = z.object({ id: positiveIdField('id') });
