import { BankAccountForm } from '@showroom/commerce-ui/bank-account';
import { DEFAULT_PAGE_SIZE, type Paginator, ROUTE_PATHS } from '@showroom/contract';
import { dollars } from '@showroom/contract/money';
import {
  VENDOR_PAYOUT_TEXTS,
  type VendorPayoutItem,
  type VendorPayoutTotals,
} from '@showroom/contract/orders';
import { formatDate, formatUsd } from '@showroom/core/format';
import { Button, type Resource, StyleSheet, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { PagedListBody } from '@showroom/ui/pagination';
import { useState } from 'react';
import { loadVendorPayouts, saveVendorBankAccount } from '../order-items/order-item-calls.ts';
import css from '../order-items/order-items.css?inline';
import { VendorFrame } from '../vendor-frame/vendor-frame.tsx';
import { VendorPayoutHistory } from './vendor-payout-history.tsx';
import { VendorPayoutsTable } from './vendor-payouts-table.tsx';

function Totals({ totals }: { totals: VendorPayoutTotals }) {
  return (
    <dl className="sr-portal-list__totals">
      <div>
        <dt>Payable now</dt>
        <dd>{formatUsd(dollars(totals.available_cents))}</dd>
        {totals.available_cents < 0 && (
          <p className="sr-page-muted">Taken off your next payout: items returned after they were paid.</p>
        )}
      </div>
      <div>
        <dt>Pending</dt>
        <dd>{formatUsd(dollars(totals.pending_cents))}</dd>
        {totals.next_available_at && (
          <p className="sr-page-muted">Next payable on {formatDate(totals.next_available_at)}</p>
        )}
      </div>
      <div>
        <dt>Held for returns</dt>
        <dd>{formatUsd(dollars(totals.held_cents))}</dd>
      </div>
    </dl>
  );
}

/**
 * `/vendor/payouts` (issue #24): what each delivered item owes the vendor (final price × qty), payable
 * 30 days after delivery (the terms' time to apply a refund), held while a return is requested,
 * nothing once returned; the totals above the list; the bank account payouts go to and the payouts
 * made, each with its items (decision 0099).
 */
export function VendorPayoutsScreen() {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const { state, retry, update } = useResource(`vendor-payouts:${page}:${perPage}`, (signal) =>
    loadVendorPayouts({ page, per_page: perPage }, signal),
  );
  // The list card shows the page of items; the totals card the rest of the same answer.
  const items: Resource<Paginator<VendorPayoutItem>> =
    state.status === 'ready'
      ? { status: 'ready', data: state.data.items }
      : state.status === 'error'
        ? { status: 'error', error: state.error }
        : { status: 'loading' };
  return (
    <VendorFrame title="Your payouts" current={ROUTE_PATHS.vendorPayouts}>
      <StyleSheet name="sr-portal-list" css={css} />
      <section className="sr-page-card" aria-labelledby="sr-vendor-payout-totals">
        <h2 id="sr-vendor-payout-totals" className="sr-page-card__heading">
          What you are owed
        </h2>
        <p className="sr-page-muted">{VENDOR_PAYOUT_TEXTS.payableHelp}</p>
        {state.status === 'ready' ? (
          <Totals totals={state.data.totals} />
        ) : state.status === 'error' ? (
          <FormStatus tone="error">
            Your payouts could not be loaded. <Button onClick={retry}>Try again</Button>
          </FormStatus>
        ) : (
          <div className="sr-page-skeleton" />
        )}
      </section>
      {state.status === 'ready' && (
        <BankAccountForm
          account={state.data.bank_account}
          save={saveVendorBankAccount}
          onSaved={(answer) => update((data) => ({ ...data, bank_account: answer.data }))}
        />
      )}
      <section
        className="sr-page-card"
        aria-labelledby="sr-vendor-payout-items"
        aria-busy={state.status === 'loading'}
      >
        <h2 id="sr-vendor-payout-items" className="sr-page-card__heading">
          Delivered items
        </h2>
        <PagedListBody
          state={items}
          noun="delivered items"
          empty="No item of yours has been delivered yet."
          pagesLabel="Delivered item pages"
          retry={retry}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPerPage(size);
            setPage(1);
          }}
        >
          {(rows) => <VendorPayoutsTable items={rows} />}
        </PagedListBody>
      </section>
      {state.status === 'ready' && <VendorPayoutHistory payouts={state.data.payouts} />}
    </VendorFrame>
  );
}
