import { formatUsd } from '@showroom/core/format';
import type { ReactNode } from 'react';

export interface VendorGroupProps {
  vendor: string;
  subtotal: number;
  /** The group's `<li>` lines. */
  children: ReactNode;
}

/** One vendor's part of an order (one shipment): its name, its lines and its subtotal. */
export function VendorGroup({ vendor, subtotal, children }: VendorGroupProps) {
  return (
    <section className="sr-checkout-vendor" aria-label={`Sold by ${vendor}`}>
      <h3 className="sr-checkout-vendor__name">Sold by {vendor}</h3>
      <ul className="sr-checkout-lines">{children}</ul>
      <p className="sr-checkout-vendor__subtotal">
        <span>Vendor subtotal</span>
        <span>{formatUsd(subtotal)}</span>
      </p>
    </section>
  );
}
