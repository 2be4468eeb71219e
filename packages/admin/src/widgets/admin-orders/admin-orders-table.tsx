import { type AdminOrder, orderItemStatusLabel } from '@showroom/contract/orders';
import { formatDate, formatUsd } from '@showroom/core/format';
import { Button } from '@showroom/ui';

/**
 * The admin's Orders: one row an order (on phones a card) with its showroom, customer, its items'
 * statuses, total and the platform's profit (in the danger colour when returns make it negative); its
 * items behind the Items button (the order items popup in the admin's view).
 */
export function AdminOrdersTable({
  orders,
  onOpenItems,
}: {
  orders: readonly AdminOrder[];
  onOpenItems: (order: AdminOrder) => void;
}) {
  return (
    <table className="sr-console-list">
      <caption className="sr-visually-hidden">Every order, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Showroom</th>
          <th scope="col">Customer</th>
          <th scope="col">Statuses</th>
          <th scope="col" className="sr-console-list__number">
            Total
          </th>
          <th scope="col" className="sr-console-list__number">
            Profit
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
              <span className="sr-admin-orders__mono">{order.order_number}</span>
              {order.state === 'cancelled' && <span className="sr-page-muted"> (cancelled)</span>}
              <br />
              <span className="sr-page-muted">{formatDate(order.created_at)}</span>
            </th>
            <td data-label="Showroom">{order.showroom || '—'}</td>
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
              data-label="Profit"
              className={
                order.profit < 0 ? 'sr-console-list__number sr-admin-orders__loss' : 'sr-console-list__number'
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
