import { formatUsd } from '@showroom/core/format';
import { type PricedItem, priceLines } from '../rules/price-element.ts';

/** Spec §2 "Product price element": per Box with per sqft, or per unit of measure. */
export function PriceElement({ item }: { item: PricedItem }) {
  const lines = priceLines(item);
  return (
    <p className="sr-price" data-testid="price">
      <span className="sr-price__main">
        {formatUsd(lines.price)} <span className="sr-price__unit">per {lines.unitLabel}</span>
      </span>
      {lines.perSqft !== null && <span className="sr-price__sqft">{formatUsd(lines.perSqft)} per sqft</span>}
    </p>
  );
}
