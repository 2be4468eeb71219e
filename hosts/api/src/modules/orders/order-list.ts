import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vendor_profiles } from '../identity/users-schema.ts';
import { itemVendorJoin, vendorName } from './order-item-view.ts';
import { orderSummaryFrom } from './order-summary.ts';
import { order_items, orders } from './orders-schema.ts';

/** Item counts and vendor names (in cart order) of the given orders, in one query. */
async function itemsByOrder(db: Database, orderIds: number[]) {
  const byOrder = new Map<number, { count: number; vendors: string[] }>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      order_id: order_items.order_id,
      brand: order_items.brand,
      vendor: vendor_profiles.company_name,
    })
    .from(order_items)
    .leftJoin(vendor_profiles, itemVendorJoin)
    .where(inArray(order_items.order_id, orderIds))
    .orderBy(asc(order_items.order_id), asc(order_items.id));
  for (const row of rows) {
    const entry = byOrder.get(row.order_id) ?? { count: 0, vendors: [] };
    entry.count += 1;
    const name = vendorName(row);
    if (!entry.vendors.includes(name)) entry.vendors.push(name);
    byOrder.set(row.order_id, entry);
  }
  return byOrder;
}

/** One page of a homeowner's own orders, newest first, with the total for the paginator (three queries). */
export async function orderPage(db: Database, userId: number, page: number, perPage: number, now: Date) {
  const own = eq(orders.user_id, userId);
  const [total] = await db.select({ n: count() }).from(orders).where(own);
  const rows = await db
    .select()
    .from(orders)
    .where(own)
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const items = await itemsByOrder(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => {
      const { count: itemCount, vendors } = items.get(row.id) ?? { count: 0, vendors: [] };
      return orderSummaryFrom(row, vendors, itemCount, now);
    }),
  };
}
