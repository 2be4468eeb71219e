import { DEFAULT_UNIT_LABEL } from '@showroom/contract';
import { pricePerSqft } from '@showroom/contract/money';

/** What the price element shows (spec §2 "Product price element"). */
export interface PriceLines {
  /** The main price with its unit, e.g. `per Box`. */
  readonly unitLabel: string;
  readonly price: number;
  /** Box units also show the price per sqft (price / box_sqft); null otherwise. */
  readonly perSqft: number | null;
}

export interface PricedItem {
  readonly price: number;
  readonly unit: string | null;
  readonly box_sqft: number | null;
}

/**
 * Box: price per Box plus price per sqft by the contract's `pricePerSqft`, as the server computes it
 * (only when box_sqft is a positive number, so a missing size never shows "$Infinity"). Any other unit: price per unit, and an
 * empty unit reads as the spec's default 'Piece'.
 */
export function priceLines(item: PricedItem): PriceLines {
  const unit = item.unit?.trim() || DEFAULT_UNIT_LABEL;
  if (unit === 'Box') {
    return { unitLabel: 'Box', price: item.price, perSqft: pricePerSqft(item.price, item.box_sqft) };
  }
  return { unitLabel: unit, price: item.price, perSqft: null };
}
