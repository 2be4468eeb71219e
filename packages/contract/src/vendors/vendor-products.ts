import { z } from 'zod/mini';
import { DEFAULT_PAGE_SIZE } from '../constants/constants.ts';
import { envelopeSchema, paginatorSchema } from '../envelope/envelope.ts';
import { optionalText } from '../validation/fields.ts';
import { intField, MAX_ID, positiveIdField } from '../validation/query-params.ts';
import { productPhotoSchema } from './product-photos.ts';
import { vendorProductColourSchema, vendorProductSizeSchema } from './vendor-product-input.ts';

/** The most rows a page of the vendor’s lists holds (the shared pagination offers 10, 25, 50). */
export const VENDOR_LIST_MAX_PAGE_SIZE = 50;

/** A product is on sale (active) or archived: gone from the catalogue and new carts, kept by orders. */
export const VENDOR_PRODUCT_STATUSES = ['active', 'archived'] as const;
export type VendorProductStatus = (typeof VENDOR_PRODUCT_STATUSES)[number];
/** Stock filter: some size out of stock, every size in stock. */
export const VENDOR_STOCK_FILTERS = ['in_stock', 'out_of_stock'] as const;
export type VendorStockFilter = (typeof VENDOR_STOCK_FILTERS)[number];

/** `GET /api/vendor/products?page=&per_page=&search=&category_id=&status=&stock=`: the vendor's own products, newest first. */
export const vendorProductQuerySchema = z.object({
  page: z._default(intField('page', 1, MAX_ID), 1),
  per_page: z._default(intField('per page', 1, VENDOR_LIST_MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
  /** Part of the name or SKU, any case. */
  search: optionalText('search', 100),
  /** A top category or a sub-category. */
  category_id: z.optional(z.union([positiveIdField('category'), z.literal('')])),
  status: z.optional(z.union([z.enum(VENDOR_PRODUCT_STATUSES), z.literal('')])),
  stock: z.optional(z.union([z.enum(VENDOR_STOCK_FILTERS), z.literal('')])),
});
export type VendorProductQuery = z.input<typeof vendorProductQuerySchema>;

/** A row of the vendor's product list. */
export const vendorProductRowSchema = z.object({
  id: z.int(),
  hash: z.string(),
  sku: z.string(),
  name: z.string(),
  category: z.string(),
  brand: z.string(),
  /** The lowest wholesale price of its sizes, in dollars. */
  wholesale_price: z.number(),
  size_count: z.int(),
  /** Units on hand over all sizes; `out_of_stock` when any size has none. */
  stock_qty: z.int(),
  out_of_stock: z.boolean(),
  status: z.enum(VENDOR_PRODUCT_STATUSES),
  /** The uploaded photo, or null: the picture is then the one drawn from its attributes (by its hash). */
  photo: z.nullable(z.string()),
});
export type VendorProductRow = z.infer<typeof vendorProductRowSchema>;
export const vendorProductPageResponseSchema = envelopeSchema(paginatorSchema(vendorProductRowSchema));
export type VendorProductPageResponse = z.infer<typeof vendorProductPageResponseSchema>;

/** One of the vendor's products as the edit form reads it. */
export const vendorProductSchema = z.object({
  id: z.int(),
  hash: z.string(),
  sku: z.string(),
  name: z.string(),
  category_id: z.int(),
  brand_id: z.int(),
  description: z.string(),
  finish: z.nullable(z.string()),
  colours: z.array(vendorProductColourSchema),
  sizes: z.array(z.extend(vendorProductSizeSchema, { id: z.int() })),
  status: z.enum(VENDOR_PRODUCT_STATUSES),
  /** The uploaded photo under the API root, or null when the product is drawn from its attributes. */
  photo: z.nullable(z.string()),
  /** The uploaded photos in order (decision 0098); the first is `photo`. */
  photos: z.array(productPhotoSchema),
});
export type VendorProduct = z.infer<typeof vendorProductSchema>;
export const vendorProductResponseSchema = envelopeSchema(vendorProductSchema);
export type VendorProductResponse = z.infer<typeof vendorProductResponseSchema>;

/** `GET /api/vendor/product_options`: what the product form offers: the vendor's brand lines and the sub-categories. */
export const vendorProductOptionsSchema = z.object({
  brands: z.array(z.object({ id: z.int(), name: z.string() })),
  categories: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      /** The top category it sits under, to group the list. */
      top: z.string(),
      /** Box categories need `box_sqft` per size (spec §3). */
      unit: z.string(),
    }),
  ),
});
export type VendorProductOptions = z.infer<typeof vendorProductOptionsSchema>;
export const vendorProductOptionsResponseSchema = envelopeSchema(vendorProductOptionsSchema);
