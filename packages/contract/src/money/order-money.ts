import { type CouponDiscount, couponDiscountCents, couponOfferCents } from './coupon-discount.ts';
import { priceLine } from './line-pricing.ts';
import { salesTaxCents } from './sales-tax.ts';

/**
 * The money of a checkout, all in integer cents (decision 0050):
 * each line priced by the one line rule (`priceLine`, the cart's too), a coupon that comes out of the markup only, the state's
 * sales tax on the discounted goods, shipping untaxed, and each line's split between vendor, pro
 * and platform so that the items always add up to what the homeowner paid (shipping aside).
 */

/** The platform's share of the (discounted) markup; the pro keeps the rest. */
export const PLATFORM_SHARE_OF_MARKUP_PERCENT = 20;

export interface MoneyLine {
  lineId: number;
  qty: number;
  /** The vendor's price of one unit (spec's final_price). */
  wholesaleCents: number;
}

export interface PricedLine {
  lineId: number;
  qty: number;
  /** What one unit costs the homeowner before the coupon (wholesale + markup). */
  unitPriceCents: number;
  finalPriceCents: number;
  /** unitPrice × qty. */
  grossCents: number;
  /** This line's share of the coupon (never more than its markup). */
  discountCents: number;
  /** gross − discount: what the homeowner pays for the line before tax. */
  netCents: number;
  taxCents: number;
  /** The pro's markup on one unit, after the coupon and the platform's share. */
  contractorMarkupCents: number;
  /** The platform's share of the line's markup, the cents that do not divide per unit, and the line's tax. */
  adminProfitInclusiveTaxCents: number;
}

export interface OrderMoney {
  lines: PricedLine[];
  subtotalCents: number;
  /** Total markup in the subtotal: the most a coupon may take off. */
  markupCents: number;
  /** What the coupon offers before the markup cap; more than `discountCents` when the cap cut it. */
  couponOfferCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/** Splits `total` over `weights` in proportion, largest remainders first, so the parts add up exactly. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  order.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

export interface OrderMoneyInput {
  lines: readonly MoneyLine[];
  markupPercent: number;
  coupon: CouponDiscount | null;
  /** The state's sales-tax rate in percent (0 when none applies). */
  taxPercent: number;
  shippingCents: number;
}

export function orderMoney(input: OrderMoneyInput): OrderMoney {
  const base = input.lines.map((line) => ({ line, ...priceLine(line, input.markupPercent) }));
  const subtotalCents = base.reduce((sum, each) => sum + each.amountCents, 0);
  const markupCents = base.reduce((sum, each) => sum + each.markupCents, 0);
  const discountCents = couponDiscountCents(input.coupon, subtotalCents, markupCents);
  // In proportion to each line's markup, so no line gives up more than its own markup.
  const discounts = allocate(
    discountCents,
    base.map((each) => each.markupCents),
  );
  const nets = base.map(({ amountCents }, index) => amountCents - discounts[index]!);
  const taxCents = salesTaxCents(subtotalCents - discountCents, input.taxPercent);
  const taxes = allocate(taxCents, nets);
  const lines = base.map(
    ({ line, unitPriceCents, amountCents, markupCents: lineMarkup }, index): PricedLine => {
      const markupAfterCoupon = lineMarkup - discounts[index]!;
      const platformShare = Math.round((markupAfterCoupon * PLATFORM_SHARE_OF_MARKUP_PERCENT) / 100);
      const contractorMarkupCents = Math.floor((markupAfterCoupon - platformShare) / line.qty);
      const undivided = markupAfterCoupon - platformShare - contractorMarkupCents * line.qty;
      return {
        lineId: line.lineId,
        qty: line.qty,
        unitPriceCents,
        finalPriceCents: line.wholesaleCents,
        grossCents: amountCents,
        discountCents: discounts[index]!,
        netCents: nets[index]!,
        taxCents: taxes[index]!,
        contractorMarkupCents,
        adminProfitInclusiveTaxCents: platformShare + undivided + taxes[index]!,
      };
    },
  );
  return {
    lines,
    subtotalCents,
    markupCents,
    couponOfferCents: couponOfferCents(input.coupon, subtotalCents),
    discountCents,
    shippingCents: input.shippingCents,
    taxCents,
    totalCents: subtotalCents - discountCents + input.shippingCents + taxCents,
  };
}
