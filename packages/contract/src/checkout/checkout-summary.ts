import { envelopeSchema, positiveIdField } from '@showroom/contract';
import { z } from 'zod/mini';
import { cartLineSchema } from '../cart/project-cart.ts';

/** The most characters of a coupon code. */
export const MAX_COUPON_CODE_LENGTH = 32;

export const couponCodeField = () =>
  z
    .string({ error: 'The coupon code field must be a string.' })
    .check(
      z.trim(),
      z.maxLength(
        MAX_COUPON_CODE_LENGTH,
        `The coupon code field must not be greater than ${MAX_COUPON_CODE_LENGTH} characters.`,
      ),
    );

/**
 * `GET /api/checkout/summary?showroom=&coupon_code=` (login needed): what the signed-in user's cart
 * would cost now, computed by the server as checkout will charge it: per-vendor subtotals, the
 * coupon's discount (capped at the order's markup), shipping, tax on the shipping address, total.
 */
export const checkoutSummaryQuerySchema = z.object({
  showroom: positiveIdField('showroom'),
  coupon_code: z.optional(couponCodeField()),
});
export type CheckoutSummaryQuery = z.input<typeof checkoutSummaryQuerySchema>;

/** A cart line that cannot be bought as it is: fewer units left than asked for. */
export const stockProblemSchema = z.object({
  line_id: z.int(),
  product_name: z.string(),
  requested: z.int(),
  available: z.int(),
});
export type StockProblem = z.infer<typeof stockProblemSchema>;

/** Money of an order or a would-be order, in US dollars (computed in integer cents). */
export const orderMoneySchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  shipping_charge: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type OrderMoney = z.infer<typeof orderMoneySchema>;

export const checkoutSummarySchema = z.object({
  /** The lines as the cart shows them, grouped by vendor. */
  vendors: z.array(
    z.object({
      vendor_id: z.int(),
      vendor: z.string(),
      lines: z.array(cartLineSchema),
      subtotal: z.number(),
    }),
  ),
  money: orderMoneySchema,
  /** The sales-tax rate applied, in percent (e.g. 7.25), and the state it is for; null without an address. */
  tax_rate: z.nullable(z.number()),
  tax_state: z.nullable(z.string()),
  /**
   * The coupon as applied (its code, upper-case), or why it was not: null when none was given.
   * `offered_discount` is what the coupon offers in dollars when the markup cap cut it to
   * `money.discount` (spec §6, decision 0079), else null.
   */
  coupon: z.nullable(
    z.object({
      code: z.string(),
      applied: z.boolean(),
      message: z.string(),
      offered_discount: z.nullable(z.number()),
    }),
  ),
  stock_problems: z.array(stockProblemSchema),
  /** Why the saved shipping address cannot be taxed (one from before the US-address rule, decision 0079), or null. */
  address_problem: z.nullable(z.string()),
  /** False while something blocks paying: an empty cart, no or a wrong shipping address, or stock problems. */
  can_pay: z.boolean(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;
export const checkoutSummaryResponseSchema = envelopeSchema(checkoutSummarySchema);
export type CheckoutSummaryResponse = z.infer<typeof checkoutSummaryResponseSchema>;
