import { orderItemStatusLabel } from '@showroom/contract/orders';
import type { ProOrder } from '@showroom/contract/pro';
import { formatDate, formatUsd } from '@showroom/core/format';
import { Button } from '@showroom/ui';

/**
 * The Orders list: one row an order (on phones a card), its items behind the Items button (the order
 * items popup in the pro's view), the pro's profit in the danger colour when returns make it negative.
 */
export function OrdersTable({
  orders,
  onOpenItems,
}: {
  orders: readonly ProOrder[];
  onOpenItems: (order: ProOrder) => void;
}) {
  return (
    <table className="sr-console-list">
      <caption className="sr-visually-hidden">Orders placed in your showroom, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Placed</th>
          <th scope="col">Customer</th>
          <th scope="col">Statuses</th>
          <th scope="col" className="sr-console-list__number">
            Total
          </th>
          <th scope="col" className="sr-console-list__number">
            Your profit
          </th>
          <th scope="col">
            <span className="sr-visually-hidden">Items</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" data-label="Order">
              <span className="sr-console-orders__order-number">{order.order_number}</span>
              {order.state === 'cancelled' && <span className="sr-page-muted"> (cancelled)</span>}
            </th>
            <td data-label="Placed">{formatDate(order.created_at)}</td>
            <td data-label="Customer">
              {order.customer_name}
              <br />
              <span className="sr-page-muted">{order.customer_email}</span>
            </td>
            <td data-label="Statuses">{order.statuses.map(orderItemStatusLabel).join(', ')}</td>
            <td data-label="Total" className="sr-console-list__number">
              {formatUsd(order.total)}
            </td>
            <td
              data-label="Your profit"
              className={
                order.profit < 0
                  ? 'sr-console-list__number sr-console-orders__loss'
                  : 'sr-console-list__number'
              }
            >
              {formatUsd(order.profit)}
            </td>
            <td>
              <Button variant="secondary" onClick={() => onOpenItems(order)}>
                {`Items (${order.item_count})`}
                <span className="sr-visually-hidden"> of order {order.order_number}</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
