import { DEFAULT_MIN_UNIT } from '@showroom/contract';
import { digitsOnly } from '@showroom/ui';

/** The quantity box rules of spec §4 ("Quantity box"), free of React so they are tested alone. */

/** A product's minimum, with the spec default for missing or nonsensical values. */
export function minimumUnit(min: number | null | undefined): number {
  return min && Number.isInteger(min) && min > 0 ? min : DEFAULT_MIN_UNIT;
}

/** Minus is disabled at or below the minimum unit. */
export function canDecrease(quantity: number, min: number): boolean {
  return quantity > minimumUnit(min);
}

/** Minus never goes below the minimum. */
export function decrease(quantity: number, min: number): number {
  return Math.max(minimumUnit(min), quantity - 1);
}

/** Plus is disabled at the stock on hand (`max`), when one is given (issue #22). */
export function canIncrease(quantity: number, max?: number): boolean {
  return max === undefined || quantity < max;
}

/**
 * Plus only increments a positive quantity (an empty box stays for the visitor to type into), and
 * never past the stock on hand.
 */
export function increase(quantity: number, max?: number): number {
  if (quantity <= 0) return quantity;
  return max === undefined ? quantity + 1 : Math.min(max, quantity + 1);
}

/** Typing keeps digits only (the kit's numeric rule); empty reads as 0 so the box can be cleared while typing. */
export function typedQuantity(text: string): number {
  const digits = digitsOnly(text).slice(0, 6);
  return digits === '' ? 0 : Number(digits);
}

/**
 * Leaving the box: anything over the stock on hand becomes the stock, anything under the minimum
 * the minimum (the minimum wins when the stock is under it: Add to cart then says why it cannot).
 */
export function settledQuantity(quantity: number, min: number, max?: number): number {
  const capped = max === undefined ? quantity : Math.min(max, quantity);
  return Math.max(minimumUnit(min), capped);
}
