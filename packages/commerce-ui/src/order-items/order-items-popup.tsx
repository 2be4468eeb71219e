import { ORDER_MESSAGES, type OrderItem, type OrderItemStatus } from '@showroom/contract/orders';
import { Button, StyleSheet } from '@showroom/ui';
import { Modal } from '@showroom/ui/modal';
import type { ReactNode } from 'react';
import { OrderItemRow } from './order-item-row.tsx';
import css from './order-items-popup.css?inline';
import type { OrderItemsViewer } from './order-status-select.tsx';

export interface OrderItemsPopupProps {
  open: boolean;
  onClose: () => void;
  items: readonly OrderItem[];
  /** The homeowner sees what they paid; the vendor, contractor and admin their profit (spec §4). */
  viewer: OrderItemsViewer;
  /** Heading; "Order items" unless told, e.g. "Items of order SR-1042". */
  title?: ReactNode;
  /**
   * Given: the status is a dropdown (spec §4) for items the viewer may move on. Called only with a
   * new status the viewer may set; a rejected promise puts the original status back.
   */
  onStatusChange?: ((item: OrderItem, next: OrderItemStatus) => unknown) | undefined;
}

/**
 * The order items popup of spec §2: product name, quantity, profit (the homeowner: price) and
 * status with its date, 'NO item found in this order.' when there are none, and Close. Built on
 * the shared Modal (focus kept inside, Escape and the backdrop close it).
 */
export function OrderItemsPopup({
  open,
  onClose,
  items,
  viewer,
  title = 'Order items',
  onStatusChange,
}: OrderItemsPopupProps) {
  const moneyHeading = viewer === 'homeowner' ? 'Price' : 'Profit';
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <StyleSheet name="sr-order-items" css={css} />
      {items.length === 0 ? (
        <p className="sr-order-items__empty">{ORDER_MESSAGES.noItems}</p>
      ) : (
        <table className="sr-order-items">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="sr-order-items__number">
                Qty
              </th>
              <th scope="col" className="sr-order-items__number">
                {moneyHeading}
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              // A new status from the server starts the row's dropdown afresh from it.
              <OrderItemRow
                key={`${item.id}:${item.status}`}
                item={item}
                viewer={viewer}
                moneyHeading={moneyHeading}
                onStatusChange={onStatusChange}
              />
            ))}
          </tbody>
        </table>
      )}
      <div className="sr-order-items__actions">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
