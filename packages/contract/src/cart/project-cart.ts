import { envelopeSchema, intField, positiveIdField } from '@showroom/contract';
import { z } from 'zod/mini';

/** The most of one line a cart takes (a pallet-sized order still fits; a typo of 1e9 does not). */
export const MAX_CART_QTY = 9_999;

/**
 * The visitor's cart id (spec storage key `cart_id`, the `temp_project_id` of the cart): made in
 * the browser with `crypto.randomUUID()`. It is the only proof a visitor has that a cart is theirs,
 * so it must be long and random, not a row id.
 */
export const cartTokenField = () =>
  z
    .string({ error: 'The temp project id field must be a string.' })
    .check(z.regex(/^[A-Za-z0-9-]{16,64}$/, 'The temp project id field is invalid.'));

/**
 * `GET /api/projectCart?showroom=&temp_project_id=`: the caller's cart (a visitor's by its token), priced
 * in the showroom it was last added to from; `showroom` is the chosen one.
 */
export const projectCartQuerySchema = z.object({
  showroom: positiveIdField('showroom'),
  temp_project_id: z.optional(cartTokenField()),
});
export type ProjectCartQuery = z.input<typeof projectCartQuerySchema>;

/**
 * `POST /api/projectCart/sync_to_cart` (spec §7: payload plus showroom, action cart, optional
 * toast flag): puts `qty` of one product (in one size and colour) in the cart; the same product,
 * size and colour again adds to that line. The price is never taken from the client.
 */
export const syncToCartRequestSchema = z.object({
  showroom: positiveIdField('showroom'),
  action: z.literal('cart', { error: 'The action field must be cart.' }),
  temp_project_id: z.optional(cartTokenField()),
  product_id: positiveIdField('product id'),
  size_id: z.optional(z.nullable(positiveIdField('size id'))),
  colour: z.optional(
    z.nullable(z.string().check(z.maxLength(60, 'The colour field must not be greater than 60 characters.'))),
  ),
  qty: intField('qty', 1, MAX_CART_QTY),
  toast: z.optional(z.boolean()),
});
export type SyncToCartRequest = z.input<typeof syncToCartRequestSchema>;
/** The request as the server reads it (numbers parsed), and as clients build it. */
export type SyncToCartFields = z.infer<typeof syncToCartRequestSchema>;

/** One cart line (spec "Project_tans lines (each with qty)"), priced in the cart's showroom. */
export const cartLineSchema = z.object({
  id: z.int(),
  product_id: z.int(),
  hash: z.string(),
  name: z.string(),
  brand: z.string(),
  size_id: z.nullable(z.int()),
  colour: z.nullable(z.string()),
  qty: z.int(),
  unit: z.string(),
  /** The pro's price for one unit (wholesale plus markup), in US dollars. */
  price: z.number(),
  amount: z.number(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const projectCartSchema = z.object({
  id: z.int(),
  temp_project_id: z.nullable(z.string()),
  is_cart: z.boolean(),
  showroom: z.int(),
  Project_tans: z.array(cartLineSchema),
});
export type ProjectCart = z.infer<typeof projectCartSchema>;

/** `data` is null while the caller has no cart in that showroom. */
export const projectCartResponseSchema = envelopeSchema(z.nullable(projectCartSchema));
export type ProjectCartResponse = z.infer<typeof projectCartResponseSchema>;

/** The header badge: the sum of qty over the cart's Project_tans lines (spec §2). */
export function cartItemCount(cart: Pick<ProjectCart, 'Project_tans'> | null | undefined): number {
  return cart ? cart.Project_tans.reduce((sum, line) => sum + line.qty, 0) : 0;
}
