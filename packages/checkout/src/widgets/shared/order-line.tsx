import type { CartLine } from '@showroom/contract/cart';
import { formatUsd } from '@showroom/core/format';
import type { ReactNode } from 'react';

/** The item-size line of spec §2: the sizes given, then the pattern. */
export function itemSizeText(line: Pick<CartLine, 'width_size' | 'height_size' | 'length_size' | 'pattern'>) {
  const sizes = [line.width_size, line.height_size, line.length_size].filter(Boolean).join(' × ');
  return [sizes, line.pattern].filter(Boolean).join(' · ');
}

export interface OrderLineProps {
  line: CartLine;
  /** A problem with the line (e.g. stock), shown under it as an alert. */
  problem?: ReactNode;
}

/** One line of the order summary: name, brand, colour, size, price per unit (and per sqft), amount. */
export function OrderLine({ line, problem }: OrderLineProps) {
  const size = itemSizeText(line);
  return (
    <li className={`sr-checkout-line${problem ? ' sr-checkout-line--problem' : ''}`}>
      <div className="sr-checkout-line__what">
        <span className="sr-checkout-line__name">{line.name}</span>
        <span className="sr-checkout-line__meta">
          {[line.brand, line.colour, size].filter(Boolean).join(' · ')}
        </span>
        <span className="sr-checkout-line__meta">
          {line.qty} × {formatUsd(line.price)} per {line.unit}
          {line.price_per_sqft !== null && ` (${formatUsd(line.price_per_sqft)} / sqft)`}
        </span>
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
