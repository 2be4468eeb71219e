import {
  canSetOrderItemStatus,
  type OrderItem,
  type OrderItemStatus,
  type StatusSetter,
} from '@showroom/contract/orders';
import { eq } from 'drizzle-orm';
import { order_item_status_changes, order_items, orders, vendor_profiles } from '../../db/schema.ts';
import type { SessionUser } from '../auth/access-tokens.ts';
import { itemVendorJoin, orderItemColumns, toOrderItem, vendorName } from './order-item-view.ts';
import { noticeStatusChange, type OrderNoticeDeps } from './order-notices.ts';
import { orderViewerOf } from './order-viewer.ts';

export type SetStatusOutcome =
  | { kind: 'notFound' }
  | { kind: 'notAllowed' }
  /** `changed` false: the item already had that status (a repeated PUT), nothing was written. */
  | { kind: 'set'; item: OrderItem; changed: boolean };

/**
 * Moves an order item to `status` (spec §4) under a lock on the item row: vendor-side users (the
 * item's own vendor) and admins, by the contract's `canSetOrderItemStatus`. Writes the status
 * change with who made it, and tells the homeowner (notification with the change, mail after it).
 * Anyone who may not see the item gets notFound; who may see it but not set this status, notAllowed.
 */
export async function setOrderItemStatus(
  deps: OrderNoticeDeps,
  user: Pick<SessionUser, 'id' | 'type'>,
  itemId: number,
  status: OrderItemStatus,
): Promise<SetStatusOutcome> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        item: orderItemColumns,
        order: { id: orders.id, order_number: orders.order_number, user_id: orders.user_id },
        showroom_id: orders.showroom_id,
      })
      .from(order_items)
      .innerJoin(orders, eq(orders.id, order_items.order_id))
      .leftJoin(vendor_profiles, itemVendorJoin)
      .where(eq(order_items.id, itemId))
      .for('update', { of: order_items });
    const viewer = row
      ? orderViewerOf(user, { user_id: row.order.user_id, showroom_id: row.showroom_id })
      : null;
    if (!row || !viewer || (viewer === 'vendor' && row.item.vendor_id !== user.id)) {
      return { kind: 'notFound' } as const;
    }
    const { item, order } = row;
    const setter: StatusSetter = viewer;
    if (item.status === status && (setter === 'vendor' || setter === 'admin')) {
      return { kind: 'set', item: toOrderItem(item, viewer), changed: false, mail: null } as const;
    }
    // The database's check constraint admits only the 14 statuses.
    if (!canSetOrderItemStatus(setter, item.status as OrderItemStatus, status)) {
      return { kind: 'notAllowed' } as const;
    }
    await tx.update(order_items).set({ status, status_date: now }).where(eq(order_items.id, itemId));
    await tx.insert(order_item_status_changes).values({
      order_id: order.id,
      order_item_id: itemId,
      status,
      changed_by: user.id,
      changed_at: now,
    });
    const notice = await noticeStatusChange(deps, tx, {
      order,
      productName: item.product_name,
      vendor: vendorName(item),
      status,
    });
    const updated = toOrderItem({ ...item, status, status_date: now }, viewer);
    return { kind: 'set', item: updated, changed: true, mail: notice } as const;
  });
  if (outcome.kind !== 'set') return outcome;
  outcome.mail?.mailLater();
  return { kind: 'set', item: outcome.item, changed: outcome.changed };
}
