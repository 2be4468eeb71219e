import { describe, expect, it } from 'vitest';
import { couponDiscountCents } from './coupon-discount.ts';

describe('couponDiscountCents', () => {
  it('caps a coupon at the markup, so the vendor is paid in full', () => {
    expect(couponDiscountCents({ percentOffBp: 500 }, 10_000, 900)).toBe(500);
    expect(couponDiscountCents({ percentOffBp: 5_000 }, 10_000, 900)).toBe(900);
    expect(couponDiscountCents({ amountOffCents: 2_500 }, 10_000, 900)).toBe(900);
  });

  it('is nothing without a coupon and never negative', () => {
    expect(couponDiscountCents(null, 10_000, 900)).toBe(0);
    expect(couponDiscountCents({ amountOffCents: -300 }, 10_000, 900)).toBe(0);
  });
});
