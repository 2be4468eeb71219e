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
 * order_items_vendor_status_idx answer both the page and the count (decision 0096). The page's ids
 * are picked from the index alone and only those rows joined (decision 0101): joined first, the
 * planner walked the whole table backwards by id to skip a far page's offset.
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
  const shown = db
    .select({ id: order_items.id })
    .from(order_items)
    .where(where)
    .orderBy(desc(order_items.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .as('shown');
  const rows = await db
    .select({ item: orderItemColumns, order_number: orders.order_number, ordered_at: orders.created_at })
    .from(shown)
    .innerJoin(order_items, eq(order_items.id, shown.id))
    .innerJoin(orders, eq(orders.id, order_items.order_id))
    .leftJoin(vendor_profiles, itemVendorJoin)
    .leftJoin(products, itemProductJoin)
    .orderBy(desc(order_items.id));
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => ({
      ...toOrderItem(row.item, 'vendor'),
      order_number: row.order_number,
      ordered_at: row.ordered_at.toISOString(),
    })),
  };
}
