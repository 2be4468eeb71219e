import type { ReactNode } from 'react';
import { MoneyLines, type MoneyLinesProps } from './money-lines.tsx';

export interface TotalCardProps extends MoneyLinesProps {
  /** The money is being asked again (e.g. after an address or coupon change). */
  busy?: boolean;
  /** What follows the money lines on this screen: notes, the coupon box, the actions. */
  children?: ReactNode;
}

/** The totals column of the checkout screens: a "Total" card with the money lines, then the screen's own parts. */
export function TotalCard({ busy, children, ...money }: TotalCardProps) {
  return (
    <aside className="sr-checkout__side" aria-label="Order total">
      <section className="sr-page-card" aria-busy={busy}>
        <h2 className="sr-page-card__heading">Total</h2>
        <MoneyLines {...money} />
        {children}
      </section>
    </aside>
  );
}
