import { envelopeSchema, intField, positiveIdField } from '@showroom/contract';
import { z } from 'zod/mini';
import { DRAFT_VALUE_LIMITS, draftValueField, isBoundedDraftValue } from '../projects/draft-value.ts';
import { cartItemSchema, cartTokenField, MAX_CART_QTY } from './project-cart.ts';

/** The most lines one `sync_to_bulk_cart` adds (a whole room's bill of materials fits). */
export const MAX_BULK_CART_ITEMS = 100;

/** The most characters of a project's notes when its `extra_info` is a text. */
export const MAX_EXTRA_INFO_LENGTH = 2_000;

/**
 * `POST /api/projectCart/sync_to_bulk_cart` (spec §7 "cart payload"): many items at once (e.g. a
 * whole room from the visualizer), all or nothing. Each item adds to its line like sync_to_cart.
 * `project` (a signed-in homeowner's own project, e.g. its checklist's "Add all to cart") makes the
 * server add from the project's showroom rather than `showroom` (decision 0115). Answers the cart
 * (`projectCartResponseSchema`).
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
  project: z.optional(positiveIdField('project')),
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

/**
 * A project's `extra_info` (spec §3 Project): null, a note (a text of at most MAX_EXTRA_INFO_LENGTH
 * characters) or a small JSON value such as the `project` of the saved draft, which
 * `POST /api/projectCart` keeps there (e.g. `{ name: 'Kitchen refresh' }`, within DRAFT_VALUE_LIMITS).
 */
export function isProjectExtraInfo(value: unknown): boolean {
  if (typeof value === 'string') return value.length <= MAX_EXTRA_INFO_LENGTH;
  return isBoundedDraftValue(value);
}

/**
 * A project as `GET`/`PUT /api/projectCart/{id}` answer it (spec §3 Project: extra_info; the saved
 * visualizer design's floorplan and floorTemplate, null when none).
 */
export const projectSchema = z.object({
  id: z.int(),
  is_cart: z.boolean(),
  showroom: z.int(),
  /** As stored: null, a text or a small JSON value (see `isProjectExtraInfo`). */
  extra_info: z.unknown(),
  floorplan: z.unknown(),
  floorTemplate: z.unknown(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectResponseSchema = envelopeSchema(projectSchema);
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

const PROJECT_UPDATE_FIELDS = ['extra_info', 'floorplan', 'floorTemplate'] as const;

/**
 * `PUT /api/projectCart/{id}` (spec §7 "extra_info on PUT"; issue #13 saving a design again): each
 * field given replaces the stored one (`extra_info: null` clears the notes), a field left out stays
 * as it is, so saving a design never wipes the notes. At least one field must be given, so an
 * empty body is an error rather than a silent no-op.
 */
export const projectUpdateRequestSchema = z
  .object({
    extra_info: z.optional(
      z.unknown().check(
        z.refine(isProjectExtraInfo, {
          error: `The extra info field must be a text of at most ${MAX_EXTRA_INFO_LENGTH} characters or a small object (at most ${DRAFT_VALUE_LIMITS.maxJsonLength} characters as JSON).`,
        }),
      ),
    ),
    floorplan: draftValueField('floorplan'),
    floorTemplate: draftValueField('floor template'),
  })
  .check(
    z.refine((body) => PROJECT_UPDATE_FIELDS.some((field) => body[field] !== undefined), {
      message: 'The extra info field is required when neither floorplan nor floor template is present.',
      path: ['extra_info'],
    }),
  );
export type ProjectUpdateRequest = z.input<typeof projectUpdateRequestSchema>;

/** Path parameter of the calls that name a project or a cart line by id. */
export const cartIdParamsSchema = z.object({ id: positiveIdField('id') });
