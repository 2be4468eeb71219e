import { CANCELLED_STATUS, WITHDRAWN_STATUSES } from '@showroom/contract/orders';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { canCancel } from './order-summary.ts';
import { order_items, orders } from './orders-schema.ts';
import { writeItemStatus } from './write-item-status.ts';

export type OrderRow = typeof orders.$inferSelect;

export interface CancelledItem {
  id: number;
  vendor_id: number | null;
  product_name: string;
  size_id: number | null;
  qty: number;
}

export type OrderCancellation =
  | { kind: 'notFound' }
  | { kind: 'alreadyCancelled' }
  | { kind: 'windowOver' }
  | { kind: 'cancelled'; order: OrderRow; items: CancelledItem[] };

/**
 * The homeowner cancels their order within the window (spec §9), in the caller's transaction: under
 * a lock on the order row, every item not yet cancelled nor declined turns 'Cancle' with a status change and the
 * order becomes cancelled. A concurrent or later call finds the order cancelled and changes nothing,
 * so the cancel-order flow restocks and refunds only what this call answers.
 */
export async function cancelOrderItems(
  tx: Database,
  cancel: { userId: number; orderId: number; now: Date },
): Promise<OrderCancellation> {
  const { userId, orderId, now } = cancel;
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.user_id, userId)))
    .for('update');
  if (!order) return { kind: 'notFound' };
  if (order.state === 'cancelled') return { kind: 'alreadyCancelled' };
  if (!canCancel(order, now)) return { kind: 'windowOver' };
  const open = await tx
    .select({ id: order_items.id })
    .from(order_items)
    .where(eq(order_items.order_id, orderId));
  // Items declined before (restocked and refunded already) stay as they are.
  const items = await writeItemStatus(tx, {
    orderId,
    itemIds: open.map((item) => item.id),
    status: CANCELLED_STATUS,
    changedBy: userId,
    now,
    unless: WITHDRAWN_STATUSES,
  });
  await tx.update(orders).set({ state: 'cancelled', cancelled_at: now }).where(eq(orders.id, orderId));
  return { kind: 'cancelled', order, items };
}
