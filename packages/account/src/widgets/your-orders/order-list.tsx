import { DEFAULT_PAGE_SIZE, ROUTE_PATHS } from '@showroom/contract';
import { ORDER_PAGE_MESSAGES, type OrderSummary } from '@showroom/contract/orders';
import { loadOrderPage } from '@showroom/core/orders';
import { ShellLink, StyleSheet, useResource } from '@showroom/ui';
import { Pagination } from '@showroom/ui/pagination';
import { useId, useState } from 'react';
import { LoadFailed } from '../load-failed/load-failed.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderDetailPanel } from './order-detail-panel.tsx';
import { OrderListSkeleton } from './order-list-skeleton.tsx';
import { useLiveOrderChanges } from './use-live-order-changes.ts';
import css from './your-orders.css?inline';

export interface OrderListProps {
  /** The order shown open (`?order=`): under its row, or above the list when on another page. */
  openOrderId?: number | undefined;
}

/**
 * The signed-in homeowner's orders, newest first, ten a page (spec §9) with the shared Pagination.
 * A skeleton while loading, "No orders yet" with a way to shopping, and a retry on failure.
 */
export function OrderList({ openOrderId }: OrderListProps) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const headingId = useId();
  const { state, retry, update } = useResource(`orders:${page}:${perPage}`, (signal) =>
    loadOrderPage(page, perPage, signal),
  );
  // A change to an order on this page (an item cancelled can cancel the order) updates its row live.
  const rows = state.status === 'ready' ? state.data.data : [];
  useLiveOrderChanges(
    (orderId) => rows.some((order) => order.id === orderId),
    () => loadOrderPage(page, perPage),
    (fresh) => update(() => fresh),
  );

  /** A cancellation changes the row too (state, cancel button), without loading the page again. */
  function onOrderChanged(order: OrderSummary) {
    update((current) => ({
      ...current,
      data: current.data.map((row) => (row.id === order.id ? { ...row, ...pickSummary(order) } : row)),
    }));
  }

  const openIsListed = rows.some((order) => order.id === openOrderId);

  return (
    <section className="sr-orders" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <StyleSheet name="sr-your-orders" css={css} />
      <header className="sr-orders__header">
        <h1 id={headingId} className="sr-orders__title">
          Your Orders
        </h1>
      </header>

      {openOrderId !== undefined && state.status === 'ready' && !openIsListed && (
        <OrderDetailPanel orderId={openOrderId} standalone onChanged={onOrderChanged} />
      )}

      {(state.status === 'loading' || state.status === 'idle') && <OrderListSkeleton />}

      {state.status === 'error' && (
        <LoadFailed
          className="sr-orders__error"
          message={ORDER_PAGE_MESSAGES.ordersLoadFailed}
          onRetry={retry}
        />
      )}

      {state.status === 'ready' && state.data.total === 0 && (
        <div className="sr-orders__empty">
          <h2>{ORDER_PAGE_MESSAGES.noOrders}</h2>
          <p>{ORDER_PAGE_MESSAGES.noOrdersHint}</p>
          <ShellLink to={ROUTE_PATHS.home} className="sr-orders__button">
            Start shopping
          </ShellLink>
        </div>
      )}

      {state.status === 'ready' && rows.length > 0 && (
        <>
          <ol className="sr-orders__list" aria-labelledby={headingId}>
            {rows.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} open={order.id === openOrderId}>
                  {order.id === openOrderId && (
                    <OrderDetailPanel orderId={order.id} onChanged={onOrderChanged} />
                  )}
                </OrderCard>
              </li>
            ))}
          </ol>
          <Pagination
            paginator={state.data}
            label="Order pages"
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPerPage(size);
              setPage(1);
            }}
          />
        </>
      )}
    </section>
  );
}

/** The summary fields of an order (a detail carries more). */
function pickSummary(order: OrderSummary): Partial<OrderSummary> {
  const { state, can_cancel, cancellable_until, total, item_count, vendors } = order;
  return { state, can_cancel, cancellable_until, total, item_count, vendors };
}
