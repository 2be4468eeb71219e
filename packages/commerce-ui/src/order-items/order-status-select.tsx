import {
  canSetOrderItemStatus,
  ORDER_ITEM_STATUSES,
  type OrderItemStatus,
  orderItemStatusLabel,
  type StatusSetter,
} from '@showroom/contract/orders';
import { useState } from 'react';

/** Who looks at order items: the homeowner who bought, or one side of the sale (the contract's roles). */
export type OrderItemsViewer = StatusSetter;

export interface OrderStatusSelectProps {
  viewer: OrderItemsViewer;
  /** The item's stored status: the "original" a choice is compared with (spec §4). */
  status: OrderItemStatus;
  /** Accessible name, e.g. "Status of Porcelain floor tile". */
  label: string;
  /** Called with a status the viewer may set and that differs from `status`; a rejection puts the original back. */
  onChange: (next: OrderItemStatus) => unknown;
}

/** Whether `viewer` may move an item on from `status` at all (otherwise the status is plain text). */
export function canChangeOrderItemStatus(viewer: OrderItemsViewer, status: OrderItemStatus): boolean {
  return ORDER_ITEM_STATUSES.some(({ value }) => canSetOrderItemStatus(viewer, status, value));
}

/**
 * The order-status dropdown of spec §4: all 14 statuses by their display names, those the viewer
 * may not choose disabled (`canSetOrderItemStatus`, the rules the server enforces too). It shows
 * the chosen value at once and reports it only when it differs from the original; while the call
 * runs it is busy, and if the call fails the original comes back.
 */
export function OrderStatusSelect({ viewer, status, label, onChange }: OrderStatusSelectProps) {
  const [chosen, setChosen] = useState<OrderItemStatus>(status);
  const [busy, setBusy] = useState(false);

  async function choose(next: OrderItemStatus) {
    setChosen(next);
    if (next === status) return;
    setBusy(true);
    try {
      await onChange(next);
    } catch {
      // The caller (core's order calls) has already shown the server's reason.
      setChosen(status);
    } finally {
      setBusy(false);
    }
  }

  return (
    <select
      className="sr-order-items__status-select"
      aria-label={label}
      value={chosen}
      disabled={busy}
      aria-busy={busy || undefined}
      onChange={(event) => void choose(event.target.value as OrderItemStatus)}
    >
      {ORDER_ITEM_STATUSES.map(({ value }) => (
        <option
          key={value}
          value={value}
          disabled={value !== status && !canSetOrderItemStatus(viewer, status, value)}
        >
          {orderItemStatusLabel(value)}
        </option>
      ))}
    </select>
  );
}
