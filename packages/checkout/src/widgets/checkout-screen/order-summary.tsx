import { formatMessage } from '@showroom/contract';
import {
  CHECKOUT_SCREEN_MESSAGES,
  type CheckoutSummary,
  type StockProblem,
} from '@showroom/contract/checkout';
import { formatUsd } from '@showroom/core/format';
import { useId } from 'react';
import { OrderLine } from '../shared/order-line.tsx';

/** What a stock problem says on its line: how many remain, or that none do. */
export function stockProblemText(problem: StockProblem): string {
  return problem.available > 0
    ? formatMessage(CHECKOUT_SCREEN_MESSAGES.stockLeft, { available: problem.available })
    : CHECKOUT_SCREEN_MESSAGES.stockNoneLeft;
}

/** The order per vendor (one shipment each): its lines, stock problems marked on theirs, subtotals. */
export function OrderSummary({ summary }: { summary: CheckoutSummary }) {
  const headingId = useId();
  const problems = new Map(summary.stock_problems.map((problem) => [problem.line_id, problem]));
  return (
    <section className="sr-checkout-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-checkout-card__heading">
        Order summary
      </h2>
      {summary.vendors.map((vendor) => (
        <section
          key={vendor.vendor_id}
          className="sr-checkout-vendor"
          aria-label={`Sold by ${vendor.vendor}`}
        >
          <h3 className="sr-checkout-vendor__name">Sold by {vendor.vendor}</h3>
          <ul className="sr-checkout-lines">
            {vendor.lines.map((line) => {
              const problem = problems.get(line.id);
              return <OrderLine key={line.id} line={line} problem={problem && stockProblemText(problem)} />;
            })}
          </ul>
          <p className="sr-checkout-vendor__subtotal">
            <span>Vendor subtotal</span>
            <span>{formatUsd(vendor.subtotal)}</span>
          </p>
        </section>
      ))}
    </section>
  );
}
