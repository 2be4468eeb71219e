import { homeownerStatusWords, type OrderDetail } from '@showroom/contract/orders';
import { cardBrandName, formatDate, formatUsd } from '@showroom/core/format';

/** An opened order's items per vendor, totals, shipping address and card. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const address = order.shipping_address;
  return (
    <section className="sr-order__facts-panel" aria-label="Order details">
      <h3>Items by vendor</h3>
      {order.vendors_items.map((group) => (
        <div key={group.vendor_id ?? group.vendor} className="sr-order__vendor-group">
          <h4>{group.vendor}</h4>
          <ul className="sr-order__items">
            {group.items.map((item) => (
              <li key={item.id}>
                <span>
                  {item.product_name} × {item.qty}
                </span>
                <span className="sr-order__item-status">
                  {homeownerStatusWords(item.status)} · {formatDate(item.status_date)}
                </span>
                <span className="sr-order__amount">{formatUsd(item.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <dl className="sr-order__totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatUsd(order.subtotal)}</dd>
        </div>
        {order.discount > 0 && (
          <div>
            <dt>Discount{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
            <dd>-{formatUsd(order.discount)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping</dt>
          <dd>{formatUsd(order.shipping_charge)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{formatUsd(order.tax)}</dd>
        </div>
        <div className="sr-order__grand-total">
          <dt>Total</dt>
          <dd>{formatUsd(order.total)}</dd>
        </div>
      </dl>
      <h3>Shipping to</h3>
      <address className="sr-order__address">
        {address.street}
        {address.apartment ? `, ${address.apartment}` : ''}
        <br />
        {address.city}, {address.state} {address.zip_code}
      </address>
      <p className="sr-order__card">
        Paid with {cardBrandName(order.card.brand)} ending in {order.card.last4}
      </p>
      {order.cancelled_at && (
        <p className="sr-order__cancelled-at">Cancelled on {formatDate(order.cancelled_at)}</p>
      )}
    </section>
  );
}
