import { describe, expect, it } from 'vitest';
import {
  canDecrease,
  decrease,
  increase,
  minimumUnit,
  settledQuantity,
  typedQuantity,
} from './quantity-rules.ts';

describe('quantity box rules', () => {
  it('defaults the minimum to 1', () => {
    expect(minimumUnit(undefined)).toBe(1);
    expect(minimumUnit(0)).toBe(1);
    expect(minimumUnit(4)).toBe(4);
  });

  it('disables minus at or below the minimum and never goes below it', () => {
    expect(canDecrease(4, 4)).toBe(false);
    expect(canDecrease(3, 4)).toBe(false);
    expect(canDecrease(5, 4)).toBe(true);
    expect(decrease(5, 4)).toBe(4);
    expect(decrease(4, 4)).toBe(4);
  });

  it('increments only a positive quantity', () => {
    expect(increase(0)).toBe(0);
    expect(increase(2)).toBe(3);
  });

  it('keeps digits only and settles to the minimum', () => {
    expect(typedQuantity('1a2-')).toBe(12);
    expect(typedQuantity('')).toBe(0);
    expect(typedQuantity('1.5')).toBe(15);
    expect(settledQuantity(0, 3)).toBe(3);
    expect(settledQuantity(7, 3)).toBe(7);
  });
});
