import {
  canSetOrderItemStatus,
  type OrderItem,
  type OrderItemStatus,
  type StatusSetter,
} from '@showroom/contract/orders';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../catalog/catalog-schema.ts';
import type { SessionUser } from '../identity/index.ts';
import { vendor_profiles } from '../identity/users-schema.ts';
import {
  itemProductJoin,
  itemVendorJoin,
  type OrderItemViewer,
  orderItemColumns,
  toOrderItem,
  vendorName,
} from './order-item-view.ts';
import type { NoticeOrder } from './order-notices.ts';
import { orderViewerOf } from './order-viewer.ts';
import { order_items, orders } from './orders-schema.ts';

/** An item its caller may move to the status asked for, its order's row locked. */
export interface ItemToChange {
  order: NoticeOrder;
  itemId: number;
  productName: string;
  vendor: string;
  status: OrderItemStatus;
  viewer: OrderItemViewer;
  /** The item as its viewer sees it now. */
  currentView: OrderItem;
  /** The item as its viewer sees it once it has `status` at `now`. */
  changedView(now: Date): OrderItem;
}

export type ItemStatusCheck =
  | { kind: 'notFound' }
  | { kind: 'notAllowed' }
  /** The item already had that status (a repeated PUT): nothing to write. */
  | { kind: 'unchanged'; item: OrderItem }
  | { kind: 'allowed'; change: ItemToChange };

/**
 * Whether `user` may move the item to `status` (spec §4), in the caller's transaction, under a lock
 * on its order's row (taken first, as the homeowner's cancel takes it, so changes to one order queue
 * and never deadlock): vendor-side users (the item's own vendor) and admins, by the contract's
 * `canSetOrderItemStatus`. Anyone who may not see the item gets notFound; who may see it but not set
 * this status, notAllowed.
 */
export async function checkItemStatusChange(
  tx: Database,
  user: Pick<SessionUser, 'id' | 'type'>,
  itemId: number,
  status: OrderItemStatus,
): Promise<ItemStatusCheck> {
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      inArray(
        orders.id,
        tx.select({ id: order_items.order_id }).from(order_items).where(eq(order_items.id, itemId)),
      ),
    )
    .for('update');
  const [row] = await tx
    .select({
      item: orderItemColumns,
      order: {
        id: orders.id,
        order_number: orders.order_number,
        user_id: orders.user_id,
        showroom_id: orders.showroom_id,
      },
    })
    .from(order_items)
    .innerJoin(orders, eq(orders.id, order_items.order_id))
    .leftJoin(vendor_profiles, itemVendorJoin)
    .leftJoin(products, itemProductJoin)
    .where(eq(order_items.id, itemId))
    .for('update', { of: order_items });
  const viewer = row
    ? orderViewerOf(user, { user_id: row.order.user_id, showroom_id: row.order.showroom_id })
    : null;
  if (!row || !viewer || (viewer === 'vendor' && row.item.vendor_id !== user.id)) {
    return { kind: 'notFound' };
  }
  const { item, order } = row;
  const setter: StatusSetter = viewer;
  if (item.status === status && (setter === 'vendor' || setter === 'admin')) {
    return { kind: 'unchanged', item: toOrderItem(item, viewer) };
  }
  // The database's check constraint admits only the 14 statuses.
  if (!canSetOrderItemStatus(setter, item.status as OrderItemStatus, status)) {
    return { kind: 'notAllowed' };
  }
  return {
    kind: 'allowed',
    change: {
      order,
      itemId,
      productName: item.product_name,
      vendor: vendorName(item),
      status,
      viewer,
      currentView: toOrderItem(item, viewer),
      changedView: (now) => toOrderItem({ ...item, status, status_date: now }, viewer),
    },
  };
}
