import { PAYOUT_TEXTS, type Payout, type PayoutState } from '@showroom/contract/pro';
import { formatDate, formatUsd } from '@showroom/core/format';

const STATE_LABELS: Record<PayoutState, string> = { pending: 'On its way', paid: 'Paid', failed: 'Failed' };

/** The payouts, newest first: when, how much, to which account, and what became of it. */
export function PayoutHistory({ payouts }: { payouts: readonly Payout[] }) {
  return (
    <section className="sr-page-card" aria-labelledby="sr-payout-history">
      <h2 id="sr-payout-history" className="sr-page-card__heading">
        Payout history
      </h2>
      {payouts.length === 0 ? (
        <p className="sr-page-muted">{PAYOUT_TEXTS.noPayouts}</p>
      ) : (
        <div className="sr-console__scroll">
          <table className="sr-console__table sr-console__table--nowrap">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Amount</th>
                <th scope="col">Account</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((payout) => (
                <tr key={payout.id}>
                  <td>{formatDate(payout.paid_at ?? payout.created_at)}</td>
                  <td>{formatUsd(payout.amount_cents / 100)}</td>
                  <td>•••• {payout.bank_last4}</td>
                  <td>{STATE_LABELS[payout.state]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
