import { OrderItemsPopup } from '@showroom/commerce-ui/orders';
import { DEFAULT_PAGE_SIZE, ROUTE_PATHS } from '@showroom/contract';
import {
  DECLINED_STATUS,
  ORDER_ITEM_STATUSES,
  type OrderItem,
  type OrderItemStatus,
  type VendorOrderItem,
} from '@showroom/contract/orders';
import { loadOrderItems, setOrderItemStatus } from '@showroom/core/orders';
import { StyleSheet, useResource } from '@showroom/ui';
import { SelectField } from '@showroom/ui/form';
import { useLiveRefresh } from '@showroom/ui/live';
import { PagedListBody } from '@showroom/ui/pagination';
import { useState } from 'react';
import { VendorFrame } from '../vendor-frame/vendor-frame.tsx';
import { DeclineCancelled, useDeclineConfirmation } from './decline-confirmation.tsx';
import { loadVendorOrderItems } from './order-item-calls.ts';
import css from './order-items.css?inline';
import { VendorOrderItemsTable } from './vendor-order-items-table.tsx';

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...ORDER_ITEM_STATUSES.map(({ value, label }) => ({ value, label })),
];

/** The open items popup: the order, and its items (the vendor's own) once loaded. */
interface OpenOrder {
  orderId: number;
  orderNumber: string;
  items: readonly OrderItem[] | null;
}

/**
 * `/vendor/order-items` (issue #24): the vendor's items across orders, filtered by status and paged,
 * each with the §4 status dropdown (the first five, until Accept to Pick Up; 'Not Approved' refunds
 * and restocks the item, so it asks first), and the order items popup in the vendor's view. Live: the page shown loads
 * again in place when an item of the vendor's is sold or changes status, whoever moved it (decision 0101).
 */
export function VendorOrderItemsScreen() {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<OpenOrder | null>(null);
  const decline = useDeclineConfirmation();
  const query = {
    page,
    per_page: perPage,
    ...(status ? { status: status as OrderItemStatus } : {}),
  };
  const { state, retry, update } = useResource(
    `vendor-order-items:${JSON.stringify(query)}:${version}`,
    (signal) => loadVendorOrderItems(query, signal),
  );
  useLiveRefresh(
    () => loadVendorOrderItems(query),
    (fresh) => update(() => fresh),
  );

  async function changeStatus(chosen: OrderItem, next: OrderItemStatus) {
    if (next === DECLINED_STATUS && !(await decline.ask(chosen.product_name))) throw new DeclineCancelled();
    const item = await setOrderItemStatus(chosen.id, next);
    setVersion((current) => current + 1);
    setOpen((current) =>
      current?.items
        ? { ...current, items: current.items.map((each) => (each.id === item.id ? item : each)) }
        : current,
    );
    return item;
  }

  async function openOrder(item: VendorOrderItem) {
    setOpen({ orderId: item.order_id, orderNumber: item.order_number, items: null });
    try {
      const items = await loadOrderItems(item.order_id);
      setOpen((current) => (current?.orderId === item.order_id ? { ...current, items } : current));
    } catch {
      // The API client showed why; the popup has nothing to show.
      setOpen(null);
    }
  }

  return (
    <VendorFrame title="Your order items" current={ROUTE_PATHS.vendorOrderItems}>
      <StyleSheet name="sr-portal-list" css={css} />
      <section
        className="sr-page-card"
        aria-labelledby="sr-vendor-items-heading"
        aria-busy={state.status === 'loading'}
      >
        <div className="sr-portal-list__head">
          <h2 id="sr-vendor-items-heading" className="sr-page-card__heading">
            {state.status === 'ready'
              ? `${state.data.total} ${state.data.total === 1 ? 'item' : 'items'}`
              : 'Items homeowners ordered'}
          </h2>
          <SelectField
            label="Status"
            name="status"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <PagedListBody
          state={state}
          noun="order items"
          empty={status ? 'No item of yours has this status.' : 'No homeowner has ordered your products yet.'}
          pagesLabel="Order item pages"
          retry={retry}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPerPage(size);
            setPage(1);
          }}
        >
          {(items) => (
            <VendorOrderItemsTable items={items} onStatusChange={changeStatus} onOpenOrder={openOrder} />
          )}
        </PagedListBody>
      </section>
      <OrderItemsPopup
        open={open !== null && open.items !== null}
        onClose={() => setOpen(null)}
        items={open?.items ?? []}
        viewer="vendor"
        title={`Your items of order ${open?.orderNumber ?? ''}`}
        onStatusChange={changeStatus}
      />
      {decline.dialog}
    </VendorFrame>
  );
}
