import { describe, expect, it } from 'vitest';
import { priceLine } from './line-pricing.ts';

describe('priceLine', () => {
  it('prices a unit by the markup and multiplies by the quantity in whole cents', () => {
    // $49.99 at 20% → $59.988 → $59.99 a unit.
    expect(priceLine({ qty: 3, wholesaleCents: 4_999 }, 20)).toEqual({
      unitPriceCents: 5_999,
      amountCents: 17_997,
      markupCents: 3_000,
    });
  });

  it('applies the minimum markup and keeps a free line free', () => {
    expect(priceLine({ qty: 2, wholesaleCents: 10_000 }, 0).unitPriceCents).toBe(11_000);
    expect(priceLine({ qty: 5, wholesaleCents: 0 }, 30)).toEqual({
      unitPriceCents: 0,
      amountCents: 0,
      markupCents: 0,
    });
  });
});
