import {
  DELIVERED_STATUS,
  type OrderItemStatus,
  RETURN_REQUEST_STATUS,
  RETURNED_STATUS,
  VENDOR_PAYABLE_AFTER_DAYS,
  type VendorPayoutItem,
  type VendorPayoutTotals,
} from '@showroom/contract/orders';
import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addMs, DAY_MS } from '../../providers/clock/clock.ts';
import { vendor_payout_lines } from '../payouts/vendor-payouts-schema.ts';
import { order_item_status_changes, order_items, orders } from './orders-schema.ts';

/** The statuses of an item its homeowner received: the only ones that owe the vendor anything. */
const RECEIVED: OrderItemStatus[] = [DELIVERED_STATUS, RETURN_REQUEST_STATUS, RETURNED_STATUS];

/** A received item of the vendor, with its last delivery. */
export interface DeliveredItem {
  order_item_id: number;
  order_id: number;
  order_number: string;
  product_name: string;
  qty: number;
  status: OrderItemStatus;
  final_price_cents: number;
  delivered_at: Date;
  /** What payouts carried for it so far (the ledger's lines). */
  paid_cents: number;
}

/**
 * What one received item owes its vendor at `now` (decision 0096): final_price × qty (spec §6),
 * payable VENDOR_PAYABLE_AFTER_DAYS days after its delivery (the vendor's 30 days to apply a refund,
 * as the pros' earnings wait their days in payout-balances); held while a return is requested;
 * nothing once returned; `paid` once a payout carried it (decision 0099).
 */
export function vendorPayoutItemOf(item: DeliveredItem, now: Date): VendorPayoutItem {
  const payableAt = addMs(item.delivered_at, VENDOR_PAYABLE_AFTER_DAYS * DAY_MS);
  const state =
    item.status === RETURNED_STATUS
      ? 'returned'
      : item.status === RETURN_REQUEST_STATUS
        ? 'held'
        : payableAt > now
          ? 'pending'
          : item.paid_cents > 0
            ? 'paid'
            : 'payable';
  return {
    order_item_id: item.order_item_id,
    order_id: item.order_id,
    order_number: item.order_number,
    product_name: item.product_name,
    qty: item.qty,
    status: item.status,
    delivered_at: item.delivered_at.toISOString(),
    payable_at: payableAt.toISOString(),
    amount_cents: state === 'returned' ? 0 : item.final_price_cents * item.qty,
    paid_cents: item.paid_cents,
    state,
  };
}

/**
 * What the next payout carries for the item (decision 0099): a payable item its amount, a returned
 * item that was paid the negative of what was paid; nothing while pending or held, or once settled.
 */
export function vendorPayoutDueCents(item: VendorPayoutItem): number {
  return item.state === 'payable' || item.state === 'returned' ? item.amount_cents - item.paid_cents : 0;
}

/** The totals over the vendor's received items, shaped as the pros' balances are. */
export function vendorPayoutTotalsOf(items: readonly VendorPayoutItem[]): VendorPayoutTotals {
  const totals: VendorPayoutTotals = {
    available_cents: 0,
    pending_cents: 0,
    held_cents: 0,
    next_available_at: null,
  };
  for (const item of items) {
    totals.available_cents += vendorPayoutDueCents(item);
    if (item.state === 'held') totals.held_cents += item.amount_cents;
    if (item.state !== 'pending') continue;
    totals.pending_cents += item.amount_cents;
    if (!totals.next_available_at || item.payable_at < totals.next_available_at) {
      totals.next_available_at = item.payable_at;
    }
  }
  return totals;
}

/**
 * The vendor's received items, newest delivery first, each with what it owes, and the totals over
 * all of them. The status changes are reached through their order (order_item_status_changes_order_idx).
 */
export async function vendorPayoutsFor(
  db: Database,
  vendorId: number,
  now: Date,
): Promise<{ totals: VendorPayoutTotals; items: VendorPayoutItem[] }> {
  const deliveredAt = max(order_item_status_changes.changed_at);
  const rows = await db
    .select({
      order_item_id: order_items.id,
      order_id: order_items.order_id,
      order_number: orders.order_number,
      product_name: order_items.product_name,
      qty: order_items.qty,
      status: order_items.status,
      final_price_cents: order_items.final_price_cents,
      delivered_at: deliveredAt,
      paid_cents:
        sql<number>`coalesce((select sum(${vendor_payout_lines.amount_cents}) from ${vendor_payout_lines}
        where ${vendor_payout_lines.order_item_id} = ${order_items.id}), 0)`.mapWith(Number),
    })
    .from(order_items)
    .innerJoin(orders, eq(orders.id, order_items.order_id))
    .innerJoin(
      order_item_status_changes,
      and(
        eq(order_item_status_changes.order_id, order_items.order_id),
        eq(order_item_status_changes.order_item_id, order_items.id),
        eq(order_item_status_changes.status, DELIVERED_STATUS),
      ),
    )
    .where(and(eq(order_items.vendor_id, vendorId), inArray(order_items.status, RECEIVED)))
    .groupBy(order_items.id, orders.order_number)
    .orderBy(desc(deliveredAt), desc(order_items.id));
  const items = rows.flatMap((row) =>
    row.delivered_at
      ? [
          vendorPayoutItemOf(
            // The database's check constraint admits only the 14 statuses.
            { ...row, status: row.status as OrderItemStatus, delivered_at: new Date(row.delivered_at) },
            now,
          ),
        ]
      : [],
  );
  return { totals: vendorPayoutTotalsOf(items), items };
}
