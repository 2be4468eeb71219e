/**
 * Coupons (spec §6 help text): a pro may send coupons "not above the markup". Whatever a code
 * offers, the discount comes out of the markup only, so the vendor is always paid in full.
 */

/** A coupon's discount before the markup cap: percent in basis points, or a fixed amount. */
export type CouponDiscount = { percentOffBp: number } | { amountOffCents: number };

/**
 * What the coupon offers off a subtotal before the markup cap (never below 0 nor above the
 * subtotal): the amount the screen names when the cap cuts it (decision 0079).
 */
export function couponOfferCents(coupon: CouponDiscount | null, subtotalCents: number): number {
  if (!coupon) return 0;
  const wanted =
    'percentOffBp' in coupon
      ? Math.round((subtotalCents * coupon.percentOffBp) / 10_000)
      : coupon.amountOffCents;
  return Math.max(0, Math.min(wanted, subtotalCents));
}

/** The coupon's discount on a subtotal, capped at the order's markup (spec §6) and never below 0. */
export function couponDiscountCents(
  coupon: CouponDiscount | null,
  subtotalCents: number,
  markupCents: number,
): number {
  return Math.max(0, Math.min(couponOfferCents(coupon, subtotalCents), markupCents));
}
