import { dollars } from '@showroom/contract/money';
import { VENDOR_PAYOUT_TEXTS, type VendorPayout } from '@showroom/contract/orders';
import type { PayoutState } from '@showroom/contract/pro';
import { formatDate, formatUsd } from '@showroom/core/format';

const STATE_WORDS: Record<PayoutState, string> = { pending: 'On its way', paid: 'Paid', failed: 'Failed' };

/** The vendor's payouts, newest first: when, how much, to which account, and the items each carried. */
export function VendorPayoutHistory({ payouts }: { payouts: readonly VendorPayout[] }) {
  return (
    <section className="sr-page-card" aria-labelledby="sr-vendor-payout-history">
      <h2 id="sr-vendor-payout-history" className="sr-page-card__heading">
        Payouts
      </h2>
      <p className="sr-page-muted">{VENDOR_PAYOUT_TEXTS.returnAfterPayout}</p>
      {payouts.length === 0 ? (
        <p className="sr-page-muted">{VENDOR_PAYOUT_TEXTS.noPayouts}</p>
      ) : (
        <table className="sr-console-list">
          <caption className="sr-visually-hidden">Your payouts, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" className="sr-console-list__number">
                Amount
              </th>
              <th scope="col">Account</th>
              <th scope="col">Status</th>
              <th scope="col">Items</th>
            </tr>
          </thead>
          <tbody>
            {payouts.map((payout) => (
              <tr key={payout.id}>
                <th scope="row" data-label="Date">
                  {formatDate(payout.paid_at ?? payout.created_at)}
                </th>
                <td data-label="Amount" className="sr-console-list__number">
                  {formatUsd(dollars(payout.amount_cents))}
                </td>
                <td data-label="Account">•••• {payout.bank_last4}</td>
                <td data-label="Status">{STATE_WORDS[payout.state]}</td>
                <td data-label="Items">
                  {payout.lines.length === 0 ? (
                    'Given back: payable again'
                  ) : (
                    <ul className="sr-portal-list__lines">
                      {payout.lines.map((line) => (
                        <li key={`${line.order_item_id}:${Math.sign(line.amount_cents)}`}>
                          <span className="sr-portal-list__mono">{line.order_number}</span>{' '}
                          {line.product_name}: {line.amount_cents < 0 ? 'returned, ' : ''}
                          {formatUsd(dollars(line.amount_cents))}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
