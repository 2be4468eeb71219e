import { canChangeOrderItemStatus, OrderStatusSelect } from '@showroom/commerce-ui/orders';
import { type OrderItemStatus, orderItemStatusLabel, type VendorOrderItem } from '@showroom/contract/orders';
import { formatDate, formatUsd } from '@showroom/core/format';
import { Button } from '@showroom/ui';

/**
 * The vendor's Order items: one row an item (on phones a card) with its order, the vendor's profit
 * (final price × qty, in the danger colour when a return makes it negative) and the §4 status
 * dropdown while the vendor may still move it; the order's other items of theirs behind its button.
 */
export function VendorOrderItemsTable({
  items,
  onStatusChange,
  onOpenOrder,
}: {
  items: readonly VendorOrderItem[];
  onStatusChange: (item: VendorOrderItem, next: OrderItemStatus) => Promise<unknown>;
  onOpenOrder: (item: VendorOrderItem) => void;
}) {
  return (
    <table className="sr-console-list">
      <caption className="sr-visually-hidden">Your order items, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Order</th>
          <th scope="col" className="sr-console-list__number">
            Qty
          </th>
          <th scope="col" className="sr-console-list__number">
            Your profit
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.id}:${item.status}`}>
            <th scope="row" data-label="Product">
              {item.product_name}
              {item.colour && <span className="sr-page-muted"> ({item.colour})</span>}
            </th>
            <td data-label="Order">
              <Button variant="secondary" onClick={() => onOpenOrder(item)}>
                <span className="sr-portal-list__mono">{item.order_number}</span>
                <span className="sr-visually-hidden"> items</span>
              </Button>
              <br />
              <span className="sr-page-muted">{formatDate(item.ordered_at)}</span>
            </td>
            <td data-label="Qty" className="sr-console-list__number">
              {`${item.qty} ${item.unit}`}
            </td>
            <td
              data-label="Your profit"
              className={
                (item.profit ?? 0) < 0
                  ? 'sr-console-list__number sr-portal-list__loss'
                  : 'sr-console-list__number'
              }
            >
              {formatUsd(item.profit ?? 0)}
            </td>
            <td data-label="Status">
              {canChangeOrderItemStatus('vendor', item.status) ? (
                <OrderStatusSelect
                  viewer="vendor"
                  status={item.status}
                  label={`Status of ${item.product_name} in order ${item.order_number}`}
                  onChange={(next) => onStatusChange(item, next)}
                />
              ) : (
                orderItemStatusLabel(item.status)
              )}
              <br />
              <span className="sr-page-muted">{formatDate(item.status_date)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
