import { ProductThumb } from '@showroom/commerce-ui';
import { type OrderDetail, orderItemStatusLabel } from '@showroom/contract/orders';
import { formatUsd } from '@showroom/core/format';
import { useId } from 'react';
import { VendorGroup } from '../shared/vendor-group.tsx';

/** The thumbnail's side, in CSS pixels (as the order summary before paying). */
const PHOTO_PX = 56;

/** The order's items per vendor (one shipment each): thumbnail, name, colour, qty × price, status, amount. */
export function OrderItems({ order }: { order: OrderDetail }) {
  const headingId = useId();
  return (
    <section className="sr-page-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-page-card__heading">
        Items
      </h2>
      {order.vendors_items.map((vendor) => (
        <VendorGroup
          key={vendor.vendor_id ?? vendor.vendor}
          vendor={vendor.vendor}
          subtotal={vendor.subtotal}
        >
          {vendor.items.map((item) => (
            <li key={item.id} className="sr-checkout-line">
              {item.product_hash !== null && (
                <ProductThumb
                  className="sr-checkout-line__photo"
                  product={{ hash: item.product_hash, photo: item.product_photo }}
                  px={PHOTO_PX}
                />
              )}
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
        </VendorGroup>
      ))}
    </section>
  );
}
