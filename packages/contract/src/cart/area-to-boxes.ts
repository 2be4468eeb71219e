/**
 * Square feet to boxes (issue #12): how many boxes of a Box-unit product cover an area, with a waste
 * allowance for cuts and breakage. One function for the product page, the cart, checkout and the
 * visualizer, so all four show the same count.
 */

/** Waste allowances in percent: straight lays lose ~10% to cuts, angled lays more. */
export const AREA_TO_BOXES = {
  defaultWastePercent: 10,
  angledPatternWastePercent: 15,
  /** The most a homeowner may enter; beyond this the number is a typo, not a plan. */
  maxWastePercent: 50,
} as const;

/** Lays whose every edge piece is cut at an angle (chevron is herringbone with mitred ends). */
const ANGLED_PATTERNS = /diagonal|herringbone|chevron/i;

/** The waste allowance a product's pattern suggests; the homeowner may change it. */
export function defaultWastePercent(pattern: string | null | undefined): number {
  return pattern && ANGLED_PATTERNS.test(pattern)
    ? AREA_TO_BOXES.angledPatternWastePercent
    : AREA_TO_BOXES.defaultWastePercent;
}

export interface AreaToBoxesInput {
  /** The floor or wall to cover, in square feet. */
  areaSqft: number;
  /** Square feet one box covers (the product size's `box_sqft`); must be above 0. */
  boxSqft: number;
  /** The price of one box in integer cents. */
  pricePerBoxCents: number;
  wastePercent: number;
}

export interface BoxCoverage {
  boxes: number;
  /** What the boxes cover, in sqft. */
  coverageSqft: number;
  /** Coverage beyond the bare area (the waste allowance and the last box's rest), in sqft. */
  leftoverSqft: number;
  costCents: number;
}

/** Binary fractions (110 / 11 = 10.000000000000002) must not buy a box nobody needs. */
const FLOAT_SLACK = 1e-9;

/** boxes = ⌈area × (1 + waste) ÷ box_sqft⌉; nothing to cover gives no boxes. */
export function boxesForArea({
  areaSqft,
  boxSqft,
  pricePerBoxCents,
  wastePercent,
}: AreaToBoxesInput): BoxCoverage {
  if (!(boxSqft > 0)) throw new RangeError('boxesForArea needs a box that covers more than 0 sqft');
  if (!(areaSqft > 0) || !Number.isFinite(areaSqft)) {
    return { boxes: 0, coverageSqft: 0, leftoverSqft: 0, costCents: 0 };
  }
  const waste = Math.min(Math.max(wastePercent, 0), AREA_TO_BOXES.maxWastePercent);
  const needed = (areaSqft * (100 + waste)) / 100;
  const boxes = Math.ceil(needed / boxSqft - FLOAT_SLACK);
  const coverageSqft = roundToHundredths(boxes * boxSqft);
  return {
    boxes,
    coverageSqft,
    leftoverSqft: roundToHundredths(coverageSqft - areaSqft),
    costCents: boxes * pricePerBoxCents,
  };
}

function roundToHundredths(value: number): number {
  return Math.round(value * 100) / 100;
}
