import { describe, expect, it } from 'vitest';
import { MARKUP } from '../constants/constants.ts';
import {
  effectiveMarkupPercent,
  pricePerSqft,
  shownPrice,
  unitPriceCents,
  wholesaleLowerBound,
  wholesaleUpperBound,
} from './markup-pricing.ts';

describe('shownPrice', () => {
  it('adds the markup to the wholesale price', () => {
    expect(shownPrice(100, 10)).toBe(110);
    expect(shownPrice(100, 25)).toBe(125);
    expect(shownPrice(19.99, 15.5)).toBe(23.09); // 23.08845 → 23.09
  });

  it('rounds to whole cents, half a cent up', () => {
    expect(shownPrice(0.05, 10)).toBe(0.06); // 5.5 cents
    expect(shownPrice(1.15, 10)).toBe(1.27); // 126.5 cents
    expect(shownPrice(0.1, 10)).toBe(0.11); // no 0.11000000000000001
    expect(shownPrice(33.33, 12.34)).toBe(37.44); // 37.443...
  });

  it('enforces the minimum markup even when the stored markup is lower', () => {
    expect(shownPrice(100, 5)).toBe(110);
    expect(shownPrice(100, 0)).toBe(110);
    expect(shownPrice(100, -20)).toBe(110);
  });

  it('is the unit price in cents, in dollars', () => {
    expect(unitPriceCents(1_999, 15.5)).toBe(2_309);
    expect(shownPrice(19.99, 15.5)).toBe(unitPriceCents(1_999, 15.5) / 100);
  });

  it('is never below wholesale (a cent stays a cent) and keeps zero at zero', () => {
    expect(shownPrice(0, 50)).toBe(0);
    for (const wholesale of [0.01, 0.99, 7.77, 1234.56])
      expect(shownPrice(wholesale, 10)).toBeGreaterThanOrEqual(wholesale);
  });
});

describe('effectiveMarkupPercent', () => {
  it('uses the standard markup without a stored one', () => {
    expect(effectiveMarkupPercent(undefined)).toBe(MARKUP.standardPercent);
    expect(effectiveMarkupPercent(null)).toBe(MARKUP.standardPercent);
    expect(effectiveMarkupPercent(Number.NaN)).toBe(MARKUP.standardPercent);
  });

  it('keeps a higher markup and raises a lower one to the minimum', () => {
    expect(effectiveMarkupPercent(22.5)).toBe(22.5);
    expect(effectiveMarkupPercent(9.99)).toBe(MARKUP.minimumPercent);
  });
});

describe('pricePerSqft', () => {
  it('divides the price by the box square feet, to the cent', () => {
    expect(pricePerSqft(110, 15.5)).toBe(7.1); // 7.0967...
    expect(pricePerSqft(10, 3)).toBe(3.33);
  });

  it('is null without a box size', () => {
    expect(pricePerSqft(10, null)).toBeNull();
    expect(pricePerSqft(10, 0)).toBeNull();
  });
});

describe('wholesale bounds for price filters', () => {
  it('bracket every wholesale price whose shown price is at the boundary', () => {
    for (const markup of [10, 17.25, 40]) {
      for (let cents = 1; cents < 5_000; cents += 7) {
        const wholesale = cents / 100;
        const shown = shownPrice(wholesale, markup);
        expect(wholesaleLowerBound(shown, markup)).toBeLessThanOrEqual(wholesale);
        expect(wholesaleUpperBound(shown, markup)).toBeGreaterThanOrEqual(wholesale);
      }
    }
  });
});
