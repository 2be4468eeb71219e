import { PAYOUT_TEXTS, type PayoutBalances } from '@showroom/contract/pro';
import { formatDate, formatUsd } from '@showroom/core/format';

const dollars = (cents: number) => formatUsd(cents / 100);

/** The pending and available balances with the spec's help texts; a negative balance says when it is due. */
export function PayoutBalancesCard({ balances }: { balances: PayoutBalances }) {
  const negative = balances.available_cents < 0;
  return (
    <section className="sr-page-card" aria-labelledby="sr-payout-balances">
      <h2 id="sr-payout-balances" className="sr-page-card__heading">
        Balances
      </h2>
      <dl className="sr-payouts__balances">
        <div>
          <dt>Pending</dt>
          <dd data-testid="pending-balance">{dollars(balances.pending_cents)}</dd>
        </div>
        <div className={negative ? 'sr-payouts__negative' : undefined}>
          <dt>Available</dt>
          <dd data-testid="available-balance">{dollars(balances.available_cents)}</dd>
        </div>
      </dl>
      <p className="sr-page-muted">
        {PAYOUT_TEXTS.pendingHelp}
        {balances.next_available_at && ` Next amount available on ${formatDate(balances.next_available_at)}.`}
      </p>
      {negative && balances.negative_due_at ? (
        <p className="sr-payouts__alert" role="alert">
          {PAYOUT_TEXTS.negativeHelp} Due on {formatDate(balances.negative_due_at)}.
        </p>
      ) : (
        <p className="sr-page-muted">{PAYOUT_TEXTS.negativeHelp}</p>
      )}
    </section>
  );
}
