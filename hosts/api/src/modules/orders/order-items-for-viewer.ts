import type { OrderItem } from '@showroom/contract/orders';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../identity/index.ts';
import { orderItemRows } from './order-detail-view.ts';
import { toOrderItem } from './order-item-view.ts';
import { orderViewerOf } from './order-viewer.ts';
import { orders } from './orders-schema.ts';

/**
 * The order items popup's rows (spec §2) as `user` may see them: the homeowner who bought and the
 * pro whose showroom sold it see every item, a vendor only their own, an admin all. Null (a 404,
 * telling nothing) when the order does not exist or is none of the caller's business, including a
 * vendor with no item in it.
 */
export async function orderItemsForViewer(
  db: Database,
  user: Pick<SessionUser, 'id' | 'type'>,
  orderId: number,
): Promise<OrderItem[] | null> {
  const [order] = await db
    .select({ user_id: orders.user_id, showroom_id: orders.showroom_id })
    .from(orders)
    .where(eq(orders.id, orderId));
  const viewer = order ? orderViewerOf(user, order) : null;
  if (!viewer) return null;
  const rows = await orderItemRows(db, orderId);
  const visible = viewer === 'vendor' ? rows.filter((row) => row.vendor_id === user.id) : rows;
  if (viewer === 'vendor' && visible.length === 0) return null;
  return visible.map((row) => toOrderItem(row, viewer));
}
