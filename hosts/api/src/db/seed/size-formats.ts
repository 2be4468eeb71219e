/** A size a product is sold in; the helpers below build the common shapes. */
export interface SizeFormat {
  /** Leads the name of area products, e.g. '12x24'. */
  label: string;
  width: string | null;
  height: string | null;
  length: string | null;
  /** Square feet per box (Box units only). */
  boxSqft: number | null;
  /** Price multiplier of Piece sizes relative to the product's base price. */
  priceFactor: number;
}

/** A tile or paver, e.g. 12x24 (inches), 3/8" thick. */
export const tile = (w: number, h: number, boxSqft: number): SizeFormat => ({
  label: `${w}x${h}`,
  width: `${w}"`,
  height: `${h}"`,
  length: '3/8"',
  boxSqft,
  priceFactor: 1,
});
/** A plank `w` inches wide and `l` long. */
export const plank = (w: number, l: number, boxSqft: number): SizeFormat => ({
  label: `${w}"`,
  width: `${w}"`,
  height: `${l}"`,
  length: null,
  boxSqft,
  priceFactor: 1,
});
/** A Piece-unit size; `priceFactor` scales the base price. */
export const piece = (
  label: string,
  width: string | null,
  height: string | null,
  priceFactor: number,
): SizeFormat => ({
  label,
  width,
  height,
  length: null,
  boxSqft: null,
  priceFactor,
});
