import { type OrderDetail, orderItemStatusLabel } from '@showroom/contract/orders';
import { formatUsd } from '@showroom/core/format';
import { useId } from 'react';

/** The order's items per vendor (one shipment each): name, colour, qty × price, status, amount. */
export function OrderItems({ order }: { order: OrderDetail }) {
  const headingId = useId();
  return (
    <section className="sr-checkout-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-checkout-card__heading">
        Items
      </h2>
      {order.vendors_items.map((vendor) => (
        <section
          key={vendor.vendor_id ?? vendor.vendor}
          className="sr-checkout-vendor"
          aria-label={`Sold by ${vendor.vendor}`}
        >
          <h3 className="sr-checkout-vendor__name">Sold by {vendor.vendor}</h3>
          <ul className="sr-checkout-lines">
            {vendor.items.map((item) => (
              <li key={item.id} className="sr-checkout-line">
                <div className="sr-checkout-line__what">
                  <span className="sr-checkout-line__name">{item.product_name}</span>
                  <span className="sr-checkout-line__meta">
                    {[item.brand, item.colour].filter(Boolean).join(' · ')}
                  </span>
                  <span className="sr-checkout-line__meta">
                    {item.qty} × {formatUsd(item.price)} per {item.unit} · {orderItemStatusLabel(item.status)}
                  </span>
                </div>
                <span className="sr-checkout-line__amount">{formatUsd(item.amount)}</span>
              </li>
            ))}
          </ul>
          <p className="sr-checkout-vendor__subtotal">
            <span>Vendor subtotal</span>
            <span>{formatUsd(vendor.subtotal)}</span>
          </p>
        </section>
      ))}
    </section>
  );
}
