import { z } from 'zod/mini';

/**
 * What signing in did to the visitor's cart when the homeowner already had one (decision 0076):
 * the visitor's lines either moved over (`added`) or added their quantity to the line of the same
 * product, size and colour already there (`combined`); `capped` names each combined line whose sum
 * was held to the size's stock (`by: 'stock'`) or to MAX_CART_QTY (`by: 'limit'`), with the
 * quantity kept. Present only on the one answer whose call merged; a claim (no cart before) is no merge.
 */
export const cartMergeSchema = z.object({
  added: z.int(),
  combined: z.int(),
  capped: z.array(
    z.object({
      product_id: z.int(),
      name: z.string(),
      qty: z.int(),
      by: z.enum(['stock', 'limit']),
    }),
  ),
});
export type CartMerge = z.infer<typeof cartMergeSchema>;
