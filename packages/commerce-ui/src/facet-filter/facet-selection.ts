/** What a facet filter has chosen: the filter part of a product list query. */
export interface FacetSelection {
  readonly brand: readonly number[];
  readonly colour: readonly string[];
  /** A size label, '' for any; absent where sizes are not offered. */
  readonly size?: string;
  readonly priceMin: number | null;
  readonly priceMax: number | null;
}

/** Toggles a value in a multi-select filter. */
export function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value];
}

/** A price bound as typed (decimal-only), `null` for "no bound" when blank or not a number. */
export function priceBound(text: string): number | null {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : value;
}
