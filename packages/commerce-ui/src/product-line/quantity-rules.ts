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

/** Plus only increments a positive quantity (an empty box stays for the visitor to type into). */
export function increase(quantity: number): number {
  return quantity > 0 ? quantity + 1 : quantity;
}

/** Typing keeps digits only (the kit's numeric rule); empty reads as 0 so the box can be cleared while typing. */
export function typedQuantity(text: string): number {
  const digits = digitsOnly(text).slice(0, 6);
  return digits === '' ? 0 : Number(digits);
}

/** Leaving the box: anything under the minimum becomes the minimum. */
export function settledQuantity(quantity: number, min: number): number {
  return Math.max(minimumUnit(min), quantity);
}
