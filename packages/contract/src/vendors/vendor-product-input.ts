import { z } from 'zod/mini';
import { DEFAULT_UNIT_LABEL } from '../constants/constants.ts';
import { optionalText, requiredText } from '../validation/fields.ts';
import { intField, MAX_ID, positiveIdField } from '../validation/query-params.ts';
import { VENDOR_PRODUCT_MESSAGES as M } from './vendor-product-messages.ts';

/** How many sizes and colours one product may carry: a product family, not a catalogue. */
export const VENDOR_PRODUCT_LIMITS = {
  maxSizes: 20,
  maxColours: 12,
  /** The largest wholesale price per size, in dollars (the price columns hold 10 digits, 2 decimals). */
  maxPrice: 99_999_999,
  maxStock: 1_000_000,
  maxBoxSqft: 999_999,
  maxDescription: 2_000,
} as const;

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A positive decimal of at most two places (spec §5), as a number or the text of a decimal input. */
function decimalField(message: string, max: number) {
  return z.pipe(
    z.pipe(z.union([z.number(), z.string()], { error: message }), z.coerce.number({ error: message })),
    z
      .number({ error: message })
      .check(z.gt(0, message), z.lte(max, message), z.refine(hasAtMostTwoDecimals, message)),
  );
}

/** One size of a product: its dimensions as shown on the item-size line (spec §3), price and stock. */
export const vendorProductSizeSchema = z.object({
  width_size: optionalText('width size', 32),
  height_size: optionalText('height size', 32),
  length_size: optionalText('length size', 32),
  pattern: optionalText('pattern', 64),
  /** Square feet per box; required when the category is sold by the Box (spec §3), else ignored. */
  box_sqft: z.optional(z.nullable(decimalField(M.boxSqftInvalid, VENDOR_PRODUCT_LIMITS.maxBoxSqft))),
  uom: z._default(requiredText('uom', 32), DEFAULT_UNIT_LABEL),
  wholesale_price: decimalField(M.priceInvalid, VENDOR_PRODUCT_LIMITS.maxPrice),
  stock_qty: z.pipe(
    z.pipe(
      z.union([z.number(), z.string()], { error: M.stockInvalid }),
      z.coerce.number({ error: M.stockInvalid }),
    ),
    z
      .int({ error: M.stockInvalid })
      .check(z.gte(0, M.stockInvalid), z.lte(VENDOR_PRODUCT_LIMITS.maxStock, M.stockInvalid)),
  ),
});
export type VendorProductSize = z.infer<typeof vendorProductSizeSchema>;

export const vendorProductColourSchema = z.object({
  name: requiredText('colour name', 32),
  hex: z.string({ error: M.colourHexInvalid }).check(z.regex(/^#[0-9a-fA-F]{6}$/, M.colourHexInvalid)),
});

/**
 * One product as a vendor writes it (the portal's form, `POST`/`PUT /api/vendor/products`, and the bulk
 * import's CSV rows, keyed by SKU): the category (a sub-category), one of the vendor's brand lines, sizes
 * with wholesale price and stock each, colours and finish. Pictures are uploaded apart; a product without
 * a photo is drawn from these attributes.
 */
export const vendorProductInputSchema = z.object({
  sku: requiredText('sku', 64),
  name: requiredText('name'),
  category_id: positiveIdField('category'),
  brand_id: positiveIdField('brand'),
  description: optionalText('description', VENDOR_PRODUCT_LIMITS.maxDescription),
  finish: optionalText('finish', 64),
  colours: z._default(
    z
      .array(vendorProductColourSchema)
      .check(
        z.maxLength(VENDOR_PRODUCT_LIMITS.maxColours, M.tooManyColours(VENDOR_PRODUCT_LIMITS.maxColours)),
      ),
    [],
  ),
  sizes: z
    .array(vendorProductSizeSchema, { error: M.sizesMissing })
    .check(
      z.minLength(1, M.sizesMissing),
      z.maxLength(VENDOR_PRODUCT_LIMITS.maxSizes, M.tooManySizes(VENDOR_PRODUCT_LIMITS.maxSizes)),
    ),
});
/** What a form or a CSV row sends. */
export type VendorProductInputRequest = z.input<typeof vendorProductInputSchema>;
/** What the server stores, after trimming and defaults. */
export type VendorProductInput = z.infer<typeof vendorProductInputSchema>;

/** `PUT /api/vendor/products/:id`, `.../archive`, `.../photos`: the product's id. */
export const vendorProductParamsSchema = z.object({ id: intField('id', 1, MAX_ID) });
