import { ItemSizeLine, PriceElement, ProductThumb } from '@showroom/commerce-ui';
import type { CartLine } from '@showroom/contract/cart';
import { formatUsd } from '@showroom/core/format';
import type { ReactNode } from 'react';

/** The thumbnail's side, in CSS pixels. */
const PHOTO_PX = 56;

export interface OrderLineProps {
  line: CartLine;
  /** A problem with the line (e.g. stock), shown under it as an alert. */
  problem?: ReactNode;
}

/**
 * One line of the order summary: the product's thumbnail, name, brand and colour, the shared item-size line and price
 * element (spec §2, as the cart shows them), the quantity and the amount.
 */
export function OrderLine({ line, problem }: OrderLineProps) {
  return (
    <li className={`sr-checkout-line${problem ? ' sr-checkout-line--problem' : ''}`}>
      <ProductThumb className="sr-checkout-line__photo" product={line} px={PHOTO_PX} />
      <div className="sr-checkout-line__what">
        <span className="sr-checkout-line__name">{line.name}</span>
        <span className="sr-checkout-line__meta">
          {[line.brand, line.colour].filter(Boolean).join(' · ')}
        </span>
        <ItemSizeLine size={line} />
        <PriceElement item={line} />
        <span className="sr-checkout-line__meta">Quantity: {line.qty}</span>
        {problem && (
          <span className="sr-checkout-line__problem" role="alert">
            {problem}
          </span>
        )}
      </div>
      <span className="sr-checkout-line__amount">{formatUsd(line.amount)}</span>
    </li>
  );
}
