import { describe, expect, it } from 'vitest';
import { AREA_TO_BOXES, boxesForArea, defaultWastePercent } from './area-to-boxes.ts';

describe('boxesForArea', () => {
  it('adds the waste allowance and rounds up to whole boxes', () => {
    // 120 sqft + 10% = 132 sqft; 132 / 15.5 = 8.5… → 9 boxes covering 139.5 sqft.
    expect(boxesForArea({ areaSqft: 120, boxSqft: 15.5, pricePerBoxCents: 4599, wastePercent: 10 })).toEqual({
      boxes: 9,
      coverageSqft: 139.5,
      leftoverSqft: 19.5,
      costCents: 41391,
    });
  });

  it('buys no extra box when the need divides exactly, despite binary fractions', () => {
    // 100 × 1.1 = 110.00000000000001 in floating point; 110 / 11 is exactly 10 boxes.
    expect(boxesForArea({ areaSqft: 100, boxSqft: 11, pricePerBoxCents: 1000, wastePercent: 10 }).boxes).toBe(
      10,
    );
  });

  it('gives nothing for an empty or unusable area', () => {
    for (const areaSqft of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(boxesForArea({ areaSqft, boxSqft: 10, pricePerBoxCents: 100, wastePercent: 10 })).toEqual({
        boxes: 0,
        coverageSqft: 0,
        leftoverSqft: 0,
        costCents: 0,
      });
    }
  });

  it('keeps the waste between 0 and the maximum', () => {
    const input = { areaSqft: 100, boxSqft: 10, pricePerBoxCents: 100 };
    expect(boxesForArea({ ...input, wastePercent: -20 }).boxes).toBe(10);
    expect(boxesForArea({ ...input, wastePercent: 500 }).boxes).toBe(10 + AREA_TO_BOXES.maxWastePercent / 10);
  });

  it('refuses a box that covers nothing', () => {
    expect(() => boxesForArea({ areaSqft: 10, boxSqft: 0, pricePerBoxCents: 100, wastePercent: 10 })).toThrow(
      RangeError,
    );
  });
});

describe('defaultWastePercent', () => {
  it('is 15% for diagonal, herringbone and chevron lays and 10% otherwise', () => {
    expect(defaultWastePercent('Herringbone')).toBe(15);
    expect(defaultWastePercent('Diagonal')).toBe(15);
    expect(defaultWastePercent('Chevron')).toBe(15);
    expect(defaultWastePercent('Straight Lay')).toBe(10);
    expect(defaultWastePercent('Offset')).toBe(10);
    expect(defaultWastePercent(null)).toBe(10);
  });
});
