import { dollars } from '@showroom/contract/money';
import type { OrderSummary } from '@showroom/contract/orders';
import type { orders } from './orders-schema.ts';

type OrderRow = typeof orders.$inferSelect;

/** Whether the homeowner may still cancel: placed and inside the window (spec §9: 60 minutes). */
export function canCancel(order: Pick<OrderRow, 'state' | 'cancellable_until'>, now: Date): boolean {
  return order.state === 'placed' && now.getTime() < order.cancellable_until.getTime();
}

/** A row of `/your_orders`; the detail starts from it too. */
export function orderSummaryFrom(
  order: OrderRow,
  vendors: string[],
  itemCount: number,
  now: Date,
): OrderSummary {
  return {
    id: order.id,
    order_number: order.order_number,
    state: order.state,
    created_at: order.created_at.toISOString(),
    total: dollars(order.total_cents),
    item_count: itemCount,
    vendors,
    cancellable_until: order.cancellable_until.toISOString(),
    can_cancel: canCancel(order, now),
  };
}
