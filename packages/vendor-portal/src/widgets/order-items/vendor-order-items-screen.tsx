import { OrderItemsPopup, useOrderItemsPopup } from '@showroom/commerce-ui/orders';
import { DEFAULT_PAGE_SIZE, ROUTE_PATHS } from '@showroom/contract';
import {
  DECLINED_STATUS,
  ORDER_ITEM_STATUSES,
  type OrderItem,
  type OrderItemStatus,
  type VendorOrderItem,
} from '@showroom/contract/orders';
import { setOrderItemStatus } from '@showroom/core/orders';
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
  // The popup's order: the item's order id and number (the vendor's items of it are what loads).
  const popup = useOrderItemsPopup((order: { id: number; number: string }) => order.id);
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
    popup.replaceItem(item);
    return item;
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
            <VendorOrderItemsTable
              items={items}
              onStatusChange={changeStatus}
              onOpenOrder={(item: VendorOrderItem) =>
                popup.show({ id: item.order_id, number: item.order_number })
              }
            />
          )}
        </PagedListBody>
      </section>
      <OrderItemsPopup
        open={popup.isOpen}
        onClose={popup.close}
        items={popup.items}
        viewer="vendor"
        title={`Your items of order ${popup.order?.number ?? ''}`}
        onStatusChange={changeStatus}
      />
      {decline.dialog}
    </VendorFrame>
  );
}
