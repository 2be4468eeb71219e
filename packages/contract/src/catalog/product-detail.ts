import { envelopeSchema } from '@showroom/contract';
import { z } from 'zod/mini';
import { listedCategorySchema } from './product-list.ts';
import { showroomField } from './request-fields.ts';

/** `GET /api/product/{hash}?showroom=` query (the spec's /product/{hash}/{vsd_id?} screen). */
export const productDetailQuerySchema = z.object({ showroom: showroomField() });
export type ProductDetailQuery = z.infer<typeof productDetailQuerySchema>;

/** One size a product is sold in, with its shown price (spec §3 "size set with box_sqft, uom, price"). */
export const productSizeSchema = z.object({
  size_id: z.int(),
  width_size: z.nullable(z.string()),
  height_size: z.nullable(z.string()),
  length_size: z.nullable(z.string()),
  pattern: z.nullable(z.string()),
  box_sqft: z.nullable(z.number()),
  uom: z.string(),
  price: z.number(),
  price_per_sqft: z.nullable(z.number()),
  /** Units on hand (issue #22): 0 cannot be added; at or under LOW_STOCK_THRESHOLD says how many are left. */
  stock: z.int(),
});
export type ProductSize = z.infer<typeof productSizeSchema>;

export const productDetailSchema = z.object({
  id: z.int(),
  hash: z.string(),
  name: z.string(),
  sku: z.string(),
  description: z.string(),
  finish: z.nullable(z.string()),
  brand: z.object({ id: z.int(), name: z.string(), slug: z.string(), logo: z.nullable(z.string()) }),
  /** The vendor selling it, as on a product card. */
  vendor: z.nullable(z.object({ id: z.int(), name: z.string() })),
  category: listedCategorySchema,
  /** The top category, for the breadcrumb; null when the product hangs off a top category. */
  parent_category: z.nullable(listedCategorySchema),
  /** 'Box' for Box-unit categories, otherwise the first size's unit of measure. */
  unit: z.string(),
  /** Quantity box minimum (spec §9 default 1). */
  min_unit: z.int(),
  /** Images in display order; one swatch per colour when a product has no photo. */
  gallery: z.array(
    z.object({ url: z.nullable(z.string()), colour: z.nullable(z.string()), hex: z.nullable(z.string()) }),
  ),
  colour: z.array(z.object({ name: z.string(), hex: z.string() })),
  sizes: z.array(productSizeSchema),
  /** Lowest shown price among the sizes. */
  price: z.number(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productDetailResponseSchema = envelopeSchema(z.object({ data: productDetailSchema }));
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;
