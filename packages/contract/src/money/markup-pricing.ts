import { MARKUP } from '../constants/constants.ts';
import { dollars, toCents } from './cents.ts';

/**
 * The one pricing rule (spec §1/§6): a homeowner in a showroom sees the vendor's wholesale price
 * times (1 + that pro's markup), the markup never below MARKUP.minimumPercent; without a showroom
 * the standard markup applies. All money is computed in whole cents so results never drift by
 * floating-point error; wholesale prices are stored with 2 decimals, markups with up to 2.
 */

/** The markup actually applied: the stored one, raised to the minimum (the DB check could be bypassed or changed). */
export function effectiveMarkupPercent(stored: number | null | undefined): number {
  if (stored === null || stored === undefined || !Number.isFinite(stored)) return MARKUP.standardPercent;
  return Math.max(MARKUP.minimumPercent, stored);
}

/** (1 + markup) in basis points of the wholesale price, e.g. 10% → 11,000; an integer for exact cent maths. */
export function priceFactorBasisPoints(markupPercent: number): number {
  return Math.round((100 + effectiveMarkupPercent(markupPercent)) * 100);
}

/** What one unit costs the homeowner, in cents: wholesale + markup; half a cent rounds up, like PostgreSQL's round(). */
export function unitPriceCents(wholesaleCents: number, markupPercent: number): number {
  return Math.round((wholesaleCents * priceFactorBasisPoints(markupPercent)) / 10_000);
}

/** Shown price in USD (2 decimals) of a wholesale price in USD: `unitPriceCents` in the API's dollars. */
export function shownPrice(wholesale: number, markupPercent: number): number {
  return dollars(unitPriceCents(toCents(wholesale), markupPercent));
}

/** Spec §2: a Box's price per square foot is its (shown) price divided by the box's square feet. */
export function pricePerSqft(price: number, boxSqft: number | null): number | null {
  if (boxSqft === null || !(boxSqft > 0)) return null;
  return Math.round((price * 100) / boxSqft) / 100;
}

/** The smallest wholesale price whose shown price can reach `shown`: an index-friendly lower bound for filters. */
export function wholesaleLowerBound(shown: number, markupPercent: number): number {
  return Math.max(
    0,
    Math.floor((((shown - 0.01) * 10_000) / priceFactorBasisPoints(markupPercent)) * 100) / 100,
  );
}

/** The largest wholesale price whose shown price can stay within `shown`: an index-friendly upper bound. */
export function wholesaleUpperBound(shown: number, markupPercent: number): number {
  return Math.ceil((((shown + 0.01) * 10_000) / priceFactorBasisPoints(markupPercent)) * 100) / 100;
}
