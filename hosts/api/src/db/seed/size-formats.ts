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

/**
 * The square feet of `pieces` whole pieces `w` by `h` inches, to the cent of a square foot the
 * database keeps: a box holds whole tiles, so its area is a whole multiple of one tile's (issue #22).
 */
export const piecesSqft = (pieces: number, w: number, h: number): number =>
  Math.round((pieces * w * h * 100) / 144) / 100;

/** A tile or paver `w` by `h` inches, 3/8" thick, `perBox` to a box. */
export const tile = (w: number, h: number, perBox: number): SizeFormat => ({
  label: `${w}x${h}`,
  width: `${w}"`,
  height: `${h}"`,
  length: '3/8"',
  boxSqft: piecesSqft(perBox, w, h),
  priceFactor: 1,
});
/** A plank `w` inches wide and `l` long, `perBox` to a box. */
export const plank = (w: number, l: number, perBox: number): SizeFormat => ({
  label: `${w}"`,
  width: `${w}"`,
  height: `${l}"`,
  length: null,
  boxSqft: piecesSqft(perBox, w, l),
  priceFactor: 1,
});
/** One slab `w` by `h` inches, `thickness` thick, sold one to a "box". */
export const slab = (label: string, w: number, h: number, thickness: string): SizeFormat => ({
  label,
  width: `${w}"`,
  height: `${h}"`,
  length: thickness,
  boxSqft: piecesSqft(1, w, h),
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
