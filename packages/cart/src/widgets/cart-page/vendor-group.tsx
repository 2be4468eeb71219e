import type { CartLine, CartVendorGroup } from '@showroom/contract/cart';
import { formatUsd } from '@showroom/core/format';
import { useId } from 'react';
import { CartLineRow } from './cart-line.tsx';

export interface VendorGroupProps {
  group: CartVendorGroup;
  lines: readonly CartLine[];
  onLineRemoved: () => void;
}

/** One vendor's lines (one shipment) and their subtotal. */
export function VendorGroup({ group, lines, onLineRemoved }: VendorGroupProps) {
  const headingId = useId();
  return (
    <section className="sr-cart-vendor" aria-labelledby={headingId}>
      <h2 id={headingId}>Sold by {group.vendor}</h2>
      <ul className="sr-cart-vendor__lines">
        {lines.map((line) => (
          <CartLineRow key={line.id} line={line} onRemoved={onLineRemoved} />
        ))}
      </ul>
      <dl className="sr-cart-money sr-cart-vendor__subtotal">
        <dt>Subtotal from {group.vendor}</dt>
        <dd>{formatUsd(group.subtotal)}</dd>
      </dl>
    </section>
  );
}
