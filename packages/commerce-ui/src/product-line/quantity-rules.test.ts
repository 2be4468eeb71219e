import { describe, expect, it } from 'vitest';
import {
  canDecrease,
  canIncrease,
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

  it('increments only a positive quantity, never past the stock', () => {
    expect(increase(0)).toBe(0);
    expect(increase(2)).toBe(3);
    expect(increase(3, 3)).toBe(3);
    expect(canIncrease(2, 3)).toBe(true);
    expect(canIncrease(3, 3)).toBe(false);
    expect(canIncrease(300)).toBe(true);
  });

  it('settles over the stock to the stock, and to the minimum when the stock is under it', () => {
    expect(settledQuantity(40, 1, 3)).toBe(3);
    expect(settledQuantity(0, 2, 0)).toBe(2);
  });

  it('keeps digits only and settles to the minimum', () => {
    expect(typedQuantity('1a2-')).toBe(12);
    expect(typedQuantity('')).toBe(0);
    expect(typedQuantity('1.5')).toBe(15);
    expect(settledQuantity(0, 3)).toBe(3);
    expect(settledQuantity(7, 3)).toBe(7);
  });
});
