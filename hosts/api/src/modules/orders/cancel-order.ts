import { CANCELLED_STATUS } from '@showroom/contract/orders';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { canCancel } from './order-summary.ts';
import { order_item_status_changes, order_items, orders } from './orders-schema.ts';

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
 * a lock on the order row, every item not yet cancelled turns 'Cancle' with a status change and the
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
  const items = await tx
    .update(order_items)
    .set({ status: CANCELLED_STATUS, status_date: now })
    .where(and(eq(order_items.order_id, orderId), ne(order_items.status, CANCELLED_STATUS)))
    .returning({
      id: order_items.id,
      vendor_id: order_items.vendor_id,
      product_name: order_items.product_name,
      size_id: order_items.size_id,
      qty: order_items.qty,
    });
  if (items.length > 0) {
    await tx.insert(order_item_status_changes).values(
      items.map((item) => ({
        order_id: orderId,
        order_item_id: item.id,
        status: CANCELLED_STATUS,
        changed_by: userId,
        changed_at: now,
      })),
    );
  }
  await tx.update(orders).set({ state: 'cancelled', cancelled_at: now }).where(eq(orders.id, orderId));
  return { kind: 'cancelled', order, items };
}
