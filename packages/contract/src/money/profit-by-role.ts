import type { OrderItemStatus } from '../orders/order-item-statuses.ts';

/**
 * Profit by role (spec §4 Session, §6): what an order item earns the vendor, the pro and the
 * platform, from the split checkout stored on the item (`orderMoney`).
 */

/** Items whose profit is money going back: shown negative (spec §4). */
const REVERSED_STATUSES: ReadonlySet<OrderItemStatus> = new Set(['Return Request', 'Returned']);

export interface OrderItemAmounts {
  status: OrderItemStatus;
  quantity: number;
  /** The vendor's final price of one unit, cents. */
  finalPriceCents: number;
  /** The contractor's markup on one unit, cents. */
  contractorMarkupCents: number;
  /** The platform's profit on the whole item, tax included, cents. */
  adminProfitInclusiveTaxCents: number;
}

/** An item's profit as each role sees it (spec §4 Session), in cents; negative when it is returned. */
export function orderItemProfitCents(
  viewer: 'vendor' | 'contractor' | 'admin',
  item: OrderItemAmounts,
): number {
  const profit =
    viewer === 'vendor'
      ? item.finalPriceCents * item.quantity
      : viewer === 'contractor'
        ? item.contractorMarkupCents * item.quantity
        : item.adminProfitInclusiveTaxCents;
  return REVERSED_STATUSES.has(item.status) ? -Math.abs(profit) : profit;
}
