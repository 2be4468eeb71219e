import type { OrderItemStatus, VendorOrderItem } from '@showroom/contract/orders';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../catalog/catalog-schema.ts';
import { vendor_profiles } from '../identity/users-schema.ts';
import { itemProductJoin, itemVendorJoin, orderItemColumns, toOrderItem } from './order-item-view.ts';
import { order_items, orders } from './orders-schema.ts';

/**
 * One page of the vendor's items across orders, newest first, and how many match: only their own
 * (`vendor_id`), optionally in one status. The indexes order_items_vendor_idx and
 * order_items_vendor_status_idx answer both the page and the count (decision 0096).
 */
export async function vendorOrderItemPage(
  db: Database,
  vendorId: number,
  status: OrderItemStatus | undefined,
  page: number,
  perPage: number,
): Promise<{ total: number; items: VendorOrderItem[] }> {
  const own = eq(order_items.vendor_id, vendorId);
  const where: SQL = status ? (and(own, eq(order_items.status, status)) ?? own) : own;
  const [total] = await db.select({ n: count() }).from(order_items).where(where);
  const rows = await db
    .select({ item: orderItemColumns, order_number: orders.order_number, ordered_at: orders.created_at })
    .from(order_items)
    .innerJoin(orders, eq(orders.id, order_items.order_id))
    .leftJoin(vendor_profiles, itemVendorJoin)
    .leftJoin(products, itemProductJoin)
    .where(where)
    .orderBy(desc(order_items.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => ({
      ...toOrderItem(row.item, 'vendor'),
      order_number: row.order_number,
      ordered_at: row.ordered_at.toISOString(),
    })),
  };
}
