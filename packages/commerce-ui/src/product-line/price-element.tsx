import { formatUsd } from '@showroom/core/format';
import { StyleSheet } from '@showroom/ui';
import css from './commerce.css?inline';
import { type PricedItem, priceLines } from './price-lines.ts';

export interface PriceElementProps {
  /** A product size or cart line: its price (USD), unit and, for boxes, the sqft one box covers. */
  item: PricedItem;
}

/** Spec §2 "Product price element": per Box with per sqft, or per unit of measure (default Piece). */
export function PriceElement({ item }: PriceElementProps) {
  const lines = priceLines(item);
  return (
    <p className="sr-price" data-testid="price">
      <StyleSheet name="sr-commerce" css={css} />
      <span className="sr-price__main">
        {formatUsd(lines.price)} <span className="sr-price__unit">per {lines.unitLabel}</span>
      </span>
      {lines.perSqft !== null && <span className="sr-price__sqft">{formatUsd(lines.perSqft)} per sqft</span>}
    </p>
  );
}
