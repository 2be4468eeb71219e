import { envelopeSchema } from '@showroom/contract';
import { z } from 'zod/mini';
import { productCardSchema } from './product-card.ts';
import { categoryField, productHashField, showroomField } from './request-fields.ts';

/** Rails show at most this many products. */
export const RAIL_SIZE = 12;

/** A rail's "product context": the product on screen and/or a category, and whose prices to show. */
const railContextFields = {
  product: z.optional(productHashField()),
  category: z.optional(categoryField()),
  showroom: showroomField(),
};

/**
 * `POST /api/top_products/` body: beside a product or in a category; with neither (the storefront's
 * first level) the showroom's top products across every category it carries.
 */
export const topProductsRequestSchema = z.object(railContextFields);

/** `POST /api/customer_also_viewed/` body: needs a product or a category to be "also" about. */
export const productRailRequestSchema = z.object(railContextFields).check(
  z.refine((body) => body.product !== undefined || body.category !== undefined, {
    message: 'The product field is required when category is not present.',
    path: ['product'],
  }),
);
export type ProductRailRequest = z.input<typeof productRailRequestSchema>;

/** `POST /api/recently_viewed/` body: the hashes the browser kept, newest first. */
export const recentlyViewedRequestSchema = z.object({
  products: z
    .array(productHashField('products item'), {
      error: (issue) =>
        issue.input === undefined
          ? 'The products field is required.'
          : 'The products field must be an array.',
    })
    .check(z.maxLength(50, 'The products field must not have more than 50 items.')),
  /** The product on screen, left out of the rail. */
  product: z.optional(productHashField()),
  showroom: showroomField(),
});
export type RecentlyViewedRequest = z.input<typeof recentlyViewedRequestSchema>;

export const productRailResponseSchema = envelopeSchema(z.object({ data: z.array(productCardSchema) }));
export type ProductRailResponse = z.infer<typeof productRailResponseSchema>;
