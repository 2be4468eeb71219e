import { OrderItemsPopup, useOrderItemsPopup } from '@showroom/commerce-ui/orders';
import { DEFAULT_PAGE_SIZE, ROUTE_PATHS } from '@showroom/contract';
import type { AdminOrder, OrderItem, OrderItemStatus } from '@showroom/contract/orders';
import { setOrderItemStatus } from '@showroom/core/orders';
import { Button, StyleSheet, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { useLiveRefresh } from '@showroom/ui/live';
import { Pagination } from '@showroom/ui/pagination';
import { useState } from 'react';
import { AdminFrame } from '../admin-frame/admin-frame.tsx';
import { loadAdminOrderFilterOptions, loadAdminOrders } from './admin-order-calls.ts';
import {
  type AdminOrderDraft,
  AdminOrderFilters,
  adminFilterQuery,
  NO_ADMIN_FILTERS,
} from './admin-order-filters.tsx';
import css from './admin-orders.css?inline';
import { AdminOrdersTable } from './admin-orders-table.tsx';

/**
 * `/admin/orders` (issue #24): every order with filters (showroom, vendor, item status, days placed)
 * and pages; each order's items in the order items popup in the admin's view, whose dropdown sets
 * Accept to Pick Up and later (Returned refunds the item less its restocking fee; a delivered item is
 * returned, never cancelled). Live: the page shown loads again in place when an order is placed or an
 * item changes status, whoever moved it (decision 0101).
 */
export function AdminOrdersScreen() {
  const [filters, setFilters] = useState<AdminOrderDraft>(NO_ADMIN_FILTERS);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [version, setVersion] = useState(0);
  const popup = useOrderItemsPopup((order: AdminOrder) => order.id);
  const query = { ...adminFilterQuery(filters), page, per_page: perPage };
  const { state, retry, update } = useResource(`admin-orders:${JSON.stringify(query)}:${version}`, (signal) =>
    loadAdminOrders(query, signal),
  );
  useLiveRefresh(
    () => loadAdminOrders(query),
    (fresh) => update(() => fresh),
  );
  const options = useResource('admin-order-filters', (signal) => loadAdminOrderFilterOptions(signal));

  async function changeStatus(item: OrderItem, next: OrderItemStatus) {
    popup.replaceItem(await setOrderItemStatus(item.id, next));
    setVersion((current) => current + 1);
  }

  return (
    <AdminFrame title="All orders" current={ROUTE_PATHS.adminOrders}>
      <StyleSheet name="sr-admin-orders" css={css} />
      <section className="sr-page-card" aria-label="Filters">
        <AdminOrderFilters
          options={options.state.status === 'ready' ? options.state.data : null}
          applied={filters}
          onApply={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      </section>
      <section
        className="sr-page-card"
        aria-labelledby="sr-admin-orders-list"
        aria-busy={state.status === 'loading'}
      >
        <h2 id="sr-admin-orders-list" className="sr-page-card__heading">
          {state.status === 'ready'
            ? `${state.data.total} ${state.data.total === 1 ? 'order' : 'orders'}`
            : 'Orders'}
        </h2>
        {state.status === 'error' ? (
          <FormStatus tone="error">
            The orders could not be loaded. <Button onClick={retry}>Try again</Button>
          </FormStatus>
        ) : state.status !== 'ready' ? (
          <div className="sr-page-skeleton" />
        ) : state.data.data.length === 0 ? (
          <p className="sr-page-muted">No order matches these filters.</p>
        ) : (
          <>
            <AdminOrdersTable orders={state.data.data} onOpenItems={popup.show} />
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
      <OrderItemsPopup
        open={popup.isOpen}
        onClose={popup.close}
        items={popup.items}
        viewer="admin"
        title={`Items of order ${popup.order?.order_number ?? ''}`}
        onStatusChange={changeStatus}
      />
    </AdminFrame>
  );
}
