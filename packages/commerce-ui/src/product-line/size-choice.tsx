import type { ProductSize } from '@showroom/contract/catalog';
import { stockNote } from '@showroom/contract/catalog';
import { formatUsd } from '@showroom/core/format';
import { StyleSheet } from '@showroom/ui';
import { useId } from 'react';
import css from './commerce.css?inline';
import { itemSizeText } from './item-size-line.tsx';
import { priceLines } from './price-lines.ts';

export interface SizeChoiceProps {
  sizes: readonly ProductSize[];
  /** The chosen size's id. */
  value: number | null;
  onChange: (size: ProductSize) => void;
}

/** `12" x 24", Herringbone`, or the size's place in the list when it has no dimensions. */
const sizeName = (size: ProductSize, index: number) => itemSizeText(size) || `Size ${index + 1}`;

/**
 * A product's sizes, one radio each with its price, and per square foot where the unit is Box so
 * sizes of different boxes compare (issue #22); the stock note of a size that is low or gone.
 * Nothing for a product of one size (its item-size line says it).
 */
export function SizeChoice({ sizes, value, onChange }: SizeChoiceProps) {
  const group = useId();
  if (sizes.length < 2) return null;
  return (
    <fieldset className="sr-sizes">
      <StyleSheet name="sr-commerce" css={css} />
      <legend>Size</legend>
      {sizes.map((size, index) => {
        const lines = priceLines({ price: size.price, unit: size.uom, box_sqft: size.box_sqft });
        const note = stockNote(size.stock);
        return (
          <label key={size.size_id} className="sr-sizes__option">
            <input
              type="radio"
              name={`size-${group}`}
              value={size.size_id}
              checked={value === size.size_id}
              onChange={() => onChange(size)}
            />
            <span className="sr-sizes__name">{sizeName(size, index)}</span>
            <span className="sr-sizes__price">
              {formatUsd(lines.price)} per {lines.unitLabel}
              {lines.perSqft !== null && ` · ${formatUsd(lines.perSqft)} per sqft`}
            </span>
            {note && <span className="sr-sizes__stock">{note}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}
