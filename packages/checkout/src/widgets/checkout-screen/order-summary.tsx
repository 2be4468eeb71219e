import { formatMessage } from '@showroom/contract';
import {
  CHECKOUT_SCREEN_MESSAGES,
  type CheckoutSummary,
  type StockProblem,
} from '@showroom/contract/checkout';
import { useId } from 'react';
import { OrderLine } from '../shared/order-line.tsx';
import { VendorGroup } from '../shared/vendor-group.tsx';

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
    <section className="sr-page-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-page-card__heading">
        Order summary
      </h2>
      {summary.vendors.map((vendor) => (
        <VendorGroup key={vendor.vendor_id} vendor={vendor.vendor} subtotal={vendor.subtotal}>
          {vendor.lines.map((line) => {
            const problem = problems.get(line.id);
            return <OrderLine key={line.id} line={line} problem={problem && stockProblemText(problem)} />;
          })}
        </VendorGroup>
      ))}
    </section>
  );
}
