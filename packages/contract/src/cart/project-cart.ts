import { envelopeSchema, intField, positiveIdField } from '@showroom/contract';
import { z } from 'zod/mini';
import { cartMergeSchema } from './cart-merge.ts';

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

/** One item put in the cart: a product in one size and colour, and how many. Never a price. */
export const cartItemSchema = z.object({
  product_id: positiveIdField('product id'),
  size_id: z.optional(z.nullable(positiveIdField('size id'))),
  colour: z.optional(
    z.nullable(z.string().check(z.maxLength(60, 'The colour field must not be greater than 60 characters.'))),
  ),
  qty: intField('qty', 1, MAX_CART_QTY),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * `POST /api/projectCart/sync_to_cart` (spec §7: payload plus showroom, action cart, optional
 * toast flag): puts `qty` of one product (in one size and colour) in the cart; the same product,
 * size and colour again adds to that line. The price is never taken from the client.
 */
export const syncToCartRequestSchema = z.object({
  showroom: positiveIdField('showroom'),
  action: z.literal('cart', { error: 'The action field must be cart.' }),
  temp_project_id: z.optional(cartTokenField()),
  ...cartItemSchema.shape,
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
  /** 'Box' for Box-unit categories, otherwise the size's unit of measure (default 'Piece'). */
  unit: z.string(),
  /** The pro's price for one unit (wholesale plus markup), in US dollars. */
  price: z.number(),
  /** price × qty, in US dollars (computed in whole cents). */
  amount: z.number(),
  /** The product's picture (same URL the catalogue shows); null when it has none. */
  photo: z.nullable(z.string()),
  /** The vendor selling the line: lines are grouped by vendor (one shipment each). */
  vendor_id: z.int(),
  vendor: z.string(),
  /** The item-size line of spec §2 (of the chosen size; null fields are left out when shown). */
  width_size: z.nullable(z.string()),
  height_size: z.nullable(z.string()),
  length_size: z.nullable(z.string()),
  pattern: z.nullable(z.string()),
  /** Square feet per box (Box units only): what the area-to-boxes calculator divides by. */
  box_sqft: z.nullable(z.number()),
  /** price / box_sqft, set only when the unit is Box. */
  price_per_sqft: z.nullable(z.number()),
  /** Quantity box minimum (spec §9 default 1). */
  min_unit: z.int(),
  /** Units on hand now (the size's stock); checkout reserves them, so more than this cannot be bought. */
  in_stock: z.int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** One vendor's share of the cart: its lines' ids in cart order and their subtotal (USD). */
export const cartVendorGroupSchema = z.object({
  vendor_id: z.int(),
  vendor: z.string(),
  line_ids: z.array(z.int()),
  subtotal: z.number(),
});
export type CartVendorGroup = z.infer<typeof cartVendorGroupSchema>;

/**
 * The cart's money, computed by the server in whole cents and answered in US dollars: lines'
 * amounts, the caller's shipping charge (spec §3 profile shipping_charge, 0 for visitors and by
 * default) and their sum. Taxes and coupons are checkout's (they need the shipping address).
 */
export const cartTotalsSchema = z.object({
  subtotal: z.number(),
  shipping_charge: z.number(),
  total: z.number(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const projectCartSchema = z.object({
  id: z.int(),
  temp_project_id: z.nullable(z.string()),
  is_cart: z.boolean(),
  showroom: z.int(),
  Project_tans: z.array(cartLineSchema),
  /** Vendors in the order their first line was added. */
  vendors: z.array(cartVendorGroupSchema),
  totals: cartTotalsSchema,
  /** Only on the answer whose call merged a visitor's cart into this one at sign-in (decision 0076). */
  merged: z.optional(cartMergeSchema),
});
export type ProjectCart = z.infer<typeof projectCartSchema>;

/** `data` is null while the caller has no cart in that showroom. */
export const projectCartResponseSchema = envelopeSchema(z.nullable(projectCartSchema));
export type ProjectCartResponse = z.infer<typeof projectCartResponseSchema>;

/** The header badge: the sum of qty over the cart's Project_tans lines (spec §2). */
export function cartItemCount(cart: Pick<ProjectCart, 'Project_tans'> | null | undefined): number {
  return cart ? cart.Project_tans.reduce((sum, line) => sum + line.qty, 0) : 0;
}
