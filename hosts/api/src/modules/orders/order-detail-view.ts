import { dollars, toCents } from '@showroom/contract/money';
import type { OrderDetail, OrderItem, OrderTimelineEntry } from '@showroom/contract/orders';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../catalog/catalog-schema.ts';
import { vendor_profiles } from '../identity/users-schema.ts';
import {
  itemProductJoin,
  itemVendorJoin,
  type OrderItemRow,
  orderItemColumns,
  toOrderItem,
  vendorName,
} from './order-item-view.ts';
import { orderSummaryFrom } from './order-summary.ts';
import { order_item_status_changes, order_items, orders } from './orders-schema.ts';

type OrderRow = typeof orders.$inferSelect;

/** Items grouped by vendor, vendors in the order of their first item (the cart's order). */
function groupByVendor(items: readonly OrderItem[]): OrderDetail['vendors_items'] {
  const groups = new Map<string, { group: OrderDetail['vendors_items'][number]; cents: number }>();
  for (const item of items) {
    const key = item.vendor_id === null ? `name:${item.vendor}` : `id:${item.vendor_id}`;
    const entry = groups.get(key) ?? {
      group: { vendor_id: item.vendor_id, vendor: item.vendor, items: [], subtotal: 0 },
      cents: 0,
    };
    entry.group.items.push(item);
    entry.cents += toCents(item.amount);
    groups.set(key, entry);
  }
  return [...groups.values()].map(({ group, cents }) => ({ ...group, subtotal: dollars(cents) }));
}

async function timelineOf(db: Database, orderId: number): Promise<OrderTimelineEntry[]> {
  const rows = await db
    .select({
      order_item_id: order_item_status_changes.order_item_id,
      product_name: order_items.product_name,
      brand: order_items.brand,
      vendor: vendor_profiles.company_name,
      status: order_item_status_changes.status,
      changed_at: order_item_status_changes.changed_at,
    })
    .from(order_item_status_changes)
    .innerJoin(order_items, eq(order_items.id, order_item_status_changes.order_item_id))
    .leftJoin(vendor_profiles, itemVendorJoin)
    .where(eq(order_item_status_changes.order_id, orderId))
    .orderBy(asc(order_item_status_changes.changed_at), asc(order_item_status_changes.id));
  return rows.map((row) => ({
    order_item_id: row.order_item_id,
    product_name: row.product_name,
    vendor: vendorName(row),
    // The database's check constraint admits only the 14 statuses.
    status: row.status as OrderTimelineEntry['status'],
    changed_at: row.changed_at.toISOString(),
  }));
}

/** The order's items as stored, in the order they were bought. */
export function orderItemRows(db: Database, orderId: number): Promise<OrderItemRow[]> {
  return db
    .select(orderItemColumns)
    .from(order_items)
    .leftJoin(vendor_profiles, itemVendorJoin)
    .leftJoin(products, itemProductJoin)
    .where(eq(order_items.order_id, orderId))
    .orderBy(asc(order_items.id));
}

/** The order as its owner reads it. */
function orderDetailFrom(
  order: OrderRow,
  itemRows: readonly OrderItemRow[],
  timeline: OrderTimelineEntry[],
  now: Date,
): OrderDetail {
  const items = itemRows.map((row) => toOrderItem(row, 'homeowner'));
  const vendorsItems = groupByVendor(items);
  return {
    ...orderSummaryFrom(
      order,
      vendorsItems.map(({ vendor }) => vendor),
      items.length,
      now,
    ),
    subtotal: dollars(order.subtotal_cents),
    discount: dollars(order.discount_cents),
    shipping_charge: dollars(order.shipping_cents),
    tax: dollars(order.tax_cents),
    coupon_code: order.coupon_code,
    shipping_address: {
      street: order.shipping_street,
      apartment: order.shipping_apartment,
      city: order.shipping_city,
      state: order.shipping_state,
      zip_code: order.shipping_zip_code,
    },
    card: { brand: order.card_brand, last4: order.card_last4 },
    vendors_items: vendorsItems,
    timeline,
    cancelled_at: order.cancelled_at?.toISOString() ?? null,
  };
}

/**
 * The homeowner's view of one order (`GET /api/orders/{id}`, the thank-you page, checkout's answer):
 * items grouped by vendor with prices (no profit), and one timeline of every item's status changes
 * across vendors, oldest first. Three queries whatever the number of items. Null if there is no
 * such order, or (given `ownerId`) it is someone else's.
 */
export async function orderDetailView(
  db: Database,
  orderId: number,
  now: Date,
  ownerId?: number,
): Promise<OrderDetail | null> {
  const own = ownerId === undefined ? undefined : eq(orders.user_id, ownerId);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), own));
  if (!order) return null;
  const itemRows = await orderItemRows(db, orderId);
  const timeline = await timelineOf(db, orderId);
  return orderDetailFrom(order, itemRows, timeline, now);
}
