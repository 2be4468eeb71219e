import type { PlanReceipt } from '@showroom/contract/pro';
import { cardBrandName, formatDate, formatUsd } from '@showroom/core/format';
import { Button } from '@showroom/ui';

/** Every charge for a plan: date, plan, amount, card; printable (the page prints the receipts alone). */
export function PlanReceipts({ receipts }: { receipts: readonly PlanReceipt[] }) {
  return (
    <section className="sr-page-card sr-plans__receipts" aria-labelledby="sr-plans-receipts">
      <h2 id="sr-plans-receipts" className="sr-page-card__heading">
        Receipts
      </h2>
      {receipts.length === 0 ? (
        <p className="sr-page-muted">
          No charges yet. Each payment’s receipt shows here and comes by e-mail.
        </p>
      ) : (
        <>
          <div className="sr-console__scroll">
            <table className="sr-console__table sr-console__table--nowrap">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Card</th>
                  <th scope="col">Reference</th>
                </tr>
              </thead>
              <tbody>
                {receipts.map((receipt) => (
                  <tr key={receipt.id}>
                    <td>{formatDate(receipt.charged_at)}</td>
                    <td>
                      {receipt.name} ({receipt.reason === 'renewal' ? 'renewal' : 'purchase'})
                    </td>
                    <td>{formatUsd(receipt.amount)}</td>
                    <td>
                      {cardBrandName(receipt.card_brand)} ending in {receipt.card_last4}
                    </td>
                    <td className="sr-plans__reference">{receipt.reference}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="sr-plans__actions sr-plans__no-print">
            <Button variant="secondary" onClick={() => globalThis.print()}>
              Print receipts
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
