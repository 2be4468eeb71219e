import type { ProductCard } from '@showroom/contract/catalog';
import { productPictureUrl } from '@showroom/core';
import { formatUsd } from '@showroom/core/format';
import { StyleSheet } from '@showroom/ui';
import { useId } from 'react';
import css from './picker-product.css?inline';

export interface PickerProductProps {
  card: ProductCard;
  chosen: boolean;
  onChoose: () => void;
}

/**
 * One product of a picker: named by the product (as the slot will be), its brand and price read as
 * the button's description; its thumbnail over the product's colour. `data-product` (its hash) is
 * how a journey or the bench picks one product among same-named ones, as the bill's lines do.
 */
export function PickerProduct({ card, chosen, onChoose }: PickerProductProps) {
  const details = useId();
  return (
    <button
      type="button"
      className="sr-picker__product"
      aria-label={card.name}
      aria-describedby={details}
      aria-pressed={chosen}
      data-product={card.hash}
      onClick={onChoose}
    >
      <StyleSheet name="sr-picker-product" css={css} />
      <span className="sr-picker__swatch" style={{ background: card.colour[0]?.hex }} aria-hidden="true">
        <img
          src={productPictureUrl(card, 'thumb')}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          // A picture that fails leaves the product's colour, never a broken-image icon.
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      </span>
      <span className="sr-picker__name">{card.name}</span>
      <span id={details} className="sr-picker__details">
        <span className="sr-picker__brand">{card.brand.name}</span>
        <span className="sr-picker__price">
          {formatUsd(card.price)} per {card.unit}
        </span>
      </span>
    </button>
  );
}
