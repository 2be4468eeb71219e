import { ORDER_PAGE_MESSAGES, type OrderSummary } from '@showroom/contract/orders';
import { formatDate, formatUsd } from '@showroom/core/format';
import { ShellLink } from '@showroom/ui';
import { type ReactNode, useId } from 'react';
import { yourOrdersPath } from './order-path.ts';

export interface OrderCardProps {
  order: OrderSummary;
  /** Whether the order's details are shown (`children`). */
  open: boolean;
  children?: ReactNode;
}

/** One order of the list: number, date, total, vendors and state, and a link opening its details. */
export function OrderCard({ order, open, children }: OrderCardProps) {
  const titleId = useId();
  const cancelled = order.state === 'cancelled';
  return (
    <article className={`sr-order${open ? ' sr-order--open' : ''}`} aria-labelledby={titleId}>
      <div className="sr-order__summary">
        <h2 id={titleId} className="sr-order__number">
          Order {order.order_number}
        </h2>
        <span className={`sr-order__state${cancelled ? ' sr-order__state--cancelled' : ''}`}>
          {cancelled ? ORDER_PAGE_MESSAGES.cancelled : ORDER_PAGE_MESSAGES.placed}
        </span>
        <dl className="sr-order__facts">
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
            </dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatUsd(order.total)}</dd>
          </div>
          <div>
            <dt>Items</dt>
            <dd>{order.item_count}</dd>
          </div>
          <div className="sr-order__vendors">
            <dt>{order.vendors.length === 1 ? 'Vendor' : 'Vendors'}</dt>
            <dd>{order.vendors.join(', ')}</dd>
          </div>
        </dl>
        <ShellLink to={yourOrdersPath(open ? undefined : order.id)} className="sr-order__toggle">
          {open ? 'Hide details' : 'View details'}
          <span className="sr-visually-hidden"> of order {order.order_number}</span>
        </ShellLink>
      </div>
      {children}
    </article>
  );
}
