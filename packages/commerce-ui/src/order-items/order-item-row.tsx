import {
  homeownerStatusWords,
  type OrderItem,
  type OrderItemStatus,
  orderItemStatusLabel,
} from '@showroom/contract/orders';
import { formatDate, formatUsd } from '@showroom/core/format';
import { ProductThumb } from '../product-line/product-thumb.tsx';
import {
  canChangeOrderItemStatus,
  type OrderItemsViewer,
  OrderStatusSelect,
} from './order-status-select.tsx';

/** The thumbnail's side, in CSS pixels. */
const THUMB_PX = 40;

export interface OrderItemRowProps {
  item: OrderItem;
  viewer: OrderItemsViewer;
  /** The money column's heading, repeated as the cell's label where rows stack (phones). */
  moneyHeading: string;
  onStatusChange?: ((item: OrderItem, next: OrderItemStatus) => unknown) | undefined;
}

/** One row of the order items popup. */
export function OrderItemRow({ item, viewer, moneyHeading, onStatusChange }: OrderItemRowProps) {
  // The homeowner's column is what they paid for the line; everybody else's is their profit.
  const money = viewer === 'homeowner' ? item.amount : item.profit;
  const negative = money !== null && money < 0;
  const editable = onStatusChange !== undefined && canChangeOrderItemStatus(viewer, item.status);
  return (
    <tr>
      <td data-label="Product">
        <span className="sr-order-items__product">
          {item.product_hash !== null && (
            <ProductThumb
              className="sr-order-items__thumb"
              product={{ hash: item.product_hash, photo: item.product_photo }}
              px={THUMB_PX}
            />
          )}
          <span className="sr-order-items__stack">
            <span className="sr-order-items__name">{item.product_name}</span>
            <span className="sr-order-items__vendor">{item.vendor}</span>
          </span>
        </span>
      </td>
      <td data-label="Qty" className="sr-order-items__number">
        {item.qty}
      </td>
      <td
        data-label={moneyHeading}
        className={`sr-order-items__number${negative ? ' sr-order-items__money--negative' : ''}`}
      >
        <span className="sr-order-items__stack">
          <span>{money === null ? '' : formatUsd(money)}</span>
          {viewer === 'homeowner' && item.qty > 1 && (
            <span className="sr-order-items__each">{formatUsd(item.price)} each</span>
          )}
        </span>
      </td>
      <td data-label="Status">
        <span className="sr-order-items__stack">
          {editable ? (
            <OrderStatusSelect
              viewer={viewer}
              status={item.status}
              label={`Status of ${item.product_name}`}
              onChange={(next) => onStatusChange(item, next)}
            />
          ) : (
            <span className="sr-order-items__status">
              {viewer === 'homeowner' ? homeownerStatusWords(item.status) : orderItemStatusLabel(item.status)}
            </span>
          )}
          <time className="sr-order-items__date" dateTime={item.status_date}>
            {formatDate(item.status_date)}
          </time>
        </span>
      </td>
    </tr>
  );
}
