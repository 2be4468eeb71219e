import { OrderItemsPopup } from '@showroom/commerce-ui/orders';
import {
  ORDER_PAGE_MESSAGES,
  type OrderDetail,
  type OrderItem,
  type OrderSummary,
} from '@showroom/contract/orders';
import { loadOrder, loadOrderItems } from '@showroom/core/orders';
import { Button, useResource } from '@showroom/ui';
import { useId, useState } from 'react';
import { LoadFailed } from '../load-failed/load-failed.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { OrderAddressForm } from './order-address-form.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderFacts } from './order-facts.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { useLiveOrderChanges } from './use-live-order-changes.ts';

export interface OrderDetailPanelProps {
  orderId: number;
  /** Opened by its address while on a list page without it: shown as its own card. */
  standalone?: boolean;
  /** The order changed (cancelled, or its address), so its row can follow. */
  onChanged: (order: OrderSummary) => void;
}

/**
 * An order opened: one timeline across its vendors, its items per vendor with the totals, the
 * Items button (the order items popup, homeowner view), and Change address and Cancel while the
 * window is open. Live: a status change of one of its items loads it again in place.
 */
export function OrderDetailPanel({ orderId, standalone = false, onChanged }: OrderDetailPanelProps) {
  const { state, retry, update } = useResource(`order:${orderId}`, (signal) => loadOrder(orderId, signal));
  // Its items' statuses and the timeline follow each change live, without a reload.
  useLiveOrderChanges(
    (changed) => changed === orderId,
    () => loadOrder(orderId),
    (order) => update(() => order),
  );
  if (state.status === 'error') {
    return (
      <LoadFailed
        className="sr-orders__error"
        message={ORDER_PAGE_MESSAGES.orderLoadFailed}
        onRetry={retry}
      />
    );
  }
  if (state.status !== 'ready') {
    return (
      <p className="sr-order__loading" role="status">
        Loading the order…
      </p>
    );
  }
  const onOrderChanged = (order: OrderDetail) => {
    update(() => order);
    onChanged(order);
  };
  const body = <OrderDetailBody order={state.data} onChanged={onOrderChanged} />;
  return standalone ? (
    <OrderCard order={state.data} open>
      {body}
    </OrderCard>
  ) : (
    body
  );
}

function OrderDetailBody({
  order,
  onChanged,
}: {
  order: OrderDetail;
  /** The order after a change (its address, or cancelled). */
  onChanged: (order: OrderDetail) => void;
}) {
  const timelineId = useId();
  const [items, setItems] = useState<OrderItem[] | null>(null);
  const [loadingItems, setLoadingItems] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [changingAddress, setChangingAddress] = useState(false);
  // The address may change in the same window as cancelling (spec §9, decision 0079).
  const open = order.can_cancel && order.state === 'placed';

  async function openItems() {
    setLoadingItems(true);
    try {
      setItems(await loadOrderItems(order.id));
    } catch {
      // The error catalogue has told the homeowner; the popup stays closed.
    } finally {
      setLoadingItems(false);
    }
  }

  return (
    <div className="sr-order__detail">
      <div className="sr-order__actions">
        <Button variant="secondary" onClick={() => void openItems()} busy={loadingItems}>
          Items
        </Button>
        {open && !changingAddress && (
          <Button variant="secondary" onClick={() => setChangingAddress(true)}>
            Change address
          </Button>
        )}
        {open && (
          <Button variant="secondary" className="sr-order__cancel" onClick={() => setConfirming(true)}>
            Cancel order
          </Button>
        )}
      </div>
      {open && changingAddress && (
        <OrderAddressForm
          order={order}
          onChanged={(changed) => {
            setChangingAddress(false);
            onChanged(changed);
          }}
          onCancel={() => setChangingAddress(false)}
        />
      )}
      <div className="sr-order__columns">
        <section className="sr-order__timeline">
          <h3 id={timelineId}>Timeline</h3>
          <OrderTimeline entries={order.timeline} labelledBy={timelineId} />
        </section>
        <OrderFacts order={order} />
      </div>
      <OrderItemsPopup
        open={items !== null}
        onClose={() => setItems(null)}
        items={items ?? []}
        viewer="homeowner"
        title={
          <>
            Items of order <span className="sr-orders__number">{order.order_number}</span>
          </>
        }
      />
      <CancelOrderDialog
        order={order}
        open={confirming}
        onClose={() => setConfirming(false)}
        onCancelled={onChanged}
      />
    </div>
  );
}
