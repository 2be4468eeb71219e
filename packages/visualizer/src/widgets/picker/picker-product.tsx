import { StockNote } from '@showroom/commerce-ui';
import type { ProductCard } from '@showroom/contract/catalog';
import { PROJECT_PAGE_MESSAGES } from '@showroom/contract/visualizer';
import { productPictureUrl } from '@showroom/core';
import { formatUsd } from '@showroom/core/format';
import { StyleSheet } from '@showroom/ui';
import { useId } from 'react';
import css from './picker-product.css?inline';

export interface PickerProductProps {
  card: ProductCard;
  chosen: boolean;
  /** In a colour of the homeowner's style (issue #25): marked so. */
  matches?: boolean;
  onChoose: () => void;
}

/**
 * One product of a picker: named by the product (as the slot will be), its brand, price and a low or
 * sold-out stock read as the button's description (a sold-out one cannot be chosen); its thumbnail over the product's colour. `data-product` (its hash) is
 * how a journey or the bench picks one product among same-named ones, as the bill's lines do.
 */
export function PickerProduct({ card, chosen, matches = false, onChoose }: PickerProductProps) {
  const details = useId();
  return (
    <button
      type="button"
      className="sr-picker__product"
      aria-label={card.name}
      aria-describedby={details}
      aria-pressed={chosen}
      data-product={card.hash}
      // A sold-out product cannot go in a room bought from (issue #22); its note says why.
      disabled={card.stock <= 0 && !chosen}
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
        <StockNote stock={card.stock} />
        {matches && <span className="sr-picker__match">{PROJECT_PAGE_MESSAGES.matchesYourStyle}</span>}
      </span>
    </button>
  );
}
