import { OrderItemsPopup, useOrderItemsPopup } from '@showroom/commerce-ui/orders';
import { DEFAULT_PAGE_SIZE, ROUTE_PATHS } from '@showroom/contract';
import { PRO_MESSAGES, type ProOrder } from '@showroom/contract/pro';
import { Button, StyleSheet, useResource } from '@showroom/ui';
import { useLiveRefresh } from '@showroom/ui/live';
import { PagedListBody, pagedListHeading } from '@showroom/ui/pagination';
import { useState } from 'react';
import { loadProOrders, loadProOrdersCsv } from '../../api/pro-calls.ts';
import { ConsoleFrame } from '../console-home/console-frame.tsx';
import { filterQuery, NO_FILTERS, type OrderFilterDraft, OrderFiltersForm } from './order-filters-form.tsx';
import css from './orders.css?inline';
import { OrdersTable } from './orders-table.tsx';
import { saveTextFile } from './save-text-file.ts';

const BOM = '\uFEFF';

/**
 * `/pro/orders` (issue #23, console "Orders"): the orders placed in the pro's showroom with filters
 * and pages, each order's items in the order items popup (the contractor's view: markup × qty as
 * profit, negative for returns), and the filtered list as a CSV file. Live: the page shown loads
 * again in place when an order is placed in the showroom or one of its items changes status.
 */
export function OrdersScreen() {
  const [filters, setFilters] = useState<OrderFilterDraft>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const popup = useOrderItemsPopup((order: ProOrder) => order.id);
  const [exporting, setExporting] = useState(false);
  const query = filterQuery(filters);
  const { state, retry, update } = useResource(
    `pro-orders:${JSON.stringify({ query, page, perPage })}`,
    async (signal) => (await loadProOrders({ ...query, page, per_page: perPage }, signal)).data,
  );
  // A new order in the showroom, or an item of one moving on, shows in the list live, in place.
  useLiveRefresh(
    async () => (await loadProOrders({ ...query, page, per_page: perPage })).data,
    (fresh) => update(() => fresh),
  );
  const filtered = Object.keys(query).length > 0;

  async function exportCsv() {
    setExporting(true);
    try {
      const csv = await loadProOrdersCsv(query);
      // Spreadsheets read UTF-8 (names with accents) only with the byte-order mark, which fetch strips.
      saveTextFile(
        csv.startsWith(BOM) ? csv : `${BOM}${csv}`,
        'showroom-orders.csv',
        'text/csv;charset=utf-8',
      );
    } catch {
      // Shown already by the API client.
    } finally {
      setExporting(false);
    }
  }

  return (
    <ConsoleFrame title="Orders" current={ROUTE_PATHS.proOrders}>
      <StyleSheet name="sr-console-orders" css={css} />
      <section className="sr-page-card" aria-label="Filters">
        <OrderFiltersForm
          applied={filters}
          onApply={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      </section>
      <section
        className="sr-page-card"
        aria-labelledby="sr-console-orders-list"
        aria-busy={state.status === 'loading'}
      >
        <div className="sr-console-orders__head">
          <h2 id="sr-console-orders-list" className="sr-page-card__heading">
            {pagedListHeading(state, 'order', 'orders', 'Your orders')}
          </h2>
          <Button
            variant="secondary"
            busy={exporting}
            onClick={exportCsv}
            disabled={state.status === 'ready' && state.data.total === 0}
          >
            Download CSV
          </Button>
        </div>
        <PagedListBody
          state={state}
          noun="orders"
          empty={filtered ? PRO_MESSAGES.ordersNoMatch : PRO_MESSAGES.ordersEmpty}
          pagesLabel="Order pages"
          retry={retry}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPerPage(size);
            setPage(1);
          }}
        >
          {(orders) => <OrdersTable orders={orders} onOpenItems={popup.show} />}
        </PagedListBody>
      </section>
      <OrderItemsPopup
        open={popup.isOpen}
        onClose={popup.close}
        items={popup.items}
        viewer="contractor"
        title={`Items of order ${popup.order?.order_number ?? ''}`}
      />
    </ConsoleFrame>
  );
}
