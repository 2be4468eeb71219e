import { z } from 'zod/mini';

/**
 * What a homeowner sees of a product in lists and rails (spec §2 "Product price element"). `price` is
 * the shown price (wholesale plus the showroom's markup, computed on the server); the wholesale price
 * is never part of any catalog response.
 */
export const productCardSchema = z.object({
  id: z.int(),
  hash: z.string(),
  name: z.string(),
  brand: z.object({ id: z.int(), name: z.string(), slug: z.string() }),
  /** The vendor selling it (carts and bills of materials group by vendor); null if none is on file. */
  vendor: z.nullable(z.object({ id: z.int(), name: z.string() })),
  category_id: z.int(),
  photo: z.nullable(z.string()),
  colour: z.array(z.object({ name: z.string(), hex: z.string() })),
  /** Price of the lowest-priced size, in USD with 2 decimals: per Box for Box units, else per `unit`. */
  price: z.number(),
  /** 'Box' for Box-unit categories, otherwise the size's unit of measure (default 'Piece'). */
  unit: z.string(),
  size_id: z.nullable(z.int()),
  box_sqft: z.nullable(z.number()),
  /** price / box_sqft, set only when the unit is Box. */
  price_per_sqft: z.nullable(z.number()),
  width_size: z.nullable(z.string()),
  height_size: z.nullable(z.string()),
  length_size: z.nullable(z.string()),
  pattern: z.nullable(z.string()),
  /** Units on hand of the card's size (issue #22); 0 when the product has no size. */
  stock: z.int(),
});
export type ProductCard = z.infer<typeof productCardSchema>;
