import { describe, expect, it } from 'vitest';
import { couponDiscountCents, couponOfferCents } from './coupon-discount.ts';

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

  it('tells what the coupon offered before the markup cut it', () => {
    expect(couponOfferCents({ amountOffCents: 2_000 }, 10_000)).toBe(2_000);
    expect(couponDiscountCents({ amountOffCents: 2_000 }, 10_000, 1_240)).toBe(1_240);
    expect(couponOfferCents({ percentOffBp: 2_500 }, 10_000)).toBe(2_500);
    expect(couponOfferCents({ amountOffCents: 20_000 }, 10_000)).toBe(10_000);
    expect(couponOfferCents(null, 10_000)).toBe(0);
  });
});
