import { unitPriceCents } from './markup-pricing.ts';

/**
 * The one rule that prices a cart line, shared by the cart (`GET /api/projectCart`) and checkout
 * (summary, payment, the order's items), so what the cart shows is what checkout charges: the
 * unit price of the line's size by the showroom's markup, times the quantity, in whole cents. (A
 * line without a chosen size is priced and sold at its product's cheapest size: the server's one
 * query for that is `lineSizeId` in its money module.)
 */

export interface LineToPrice {
  qty: number;
  /** The vendor's price of one unit of the line's size (spec's final_price), cents. */
  wholesaleCents: number;
}

export interface LinePrice {
  /** What one unit costs the homeowner before any coupon (wholesale + markup). */
  unitPriceCents: number;
  /** unitPrice × qty. */
  amountCents: number;
  /** The markup in the amount: the most a coupon may take off this line. */
  markupCents: number;
}

export function priceLine(line: LineToPrice, markupPercent: number): LinePrice {
  const unit = unitPriceCents(line.wholesaleCents, markupPercent);
  return {
    unitPriceCents: unit,
    amountCents: unit * line.qty,
    markupCents: (unit - line.wholesaleCents) * line.qty,
  };
}
