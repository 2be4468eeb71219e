import type { VendorPayout } from '@showroom/contract/orders';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { order_items, orders } from '../orders/orders-schema.ts';
import { vendor_payout_lines, vendor_payouts } from './vendor-payouts-schema.ts';

/** The history shown: an hourly run pays a vendor at most daily as items come due, so months of it. */
const HISTORY_LIMIT = 100;

/** The vendor's payouts, newest first, each with the items it carried (decision 0099). */
export async function vendorPayoutHistory(db: Database, vendorId: number): Promise<VendorPayout[]> {
  const payouts = await db
    .select()
    .from(vendor_payouts)
    .where(eq(vendor_payouts.vendor_id, vendorId))
    .orderBy(desc(vendor_payouts.created_at), desc(vendor_payouts.id))
    .limit(HISTORY_LIMIT);
  if (payouts.length === 0) return [];
  const lines = await db
    .select({
      payout_id: vendor_payout_lines.payout_id,
      order_item_id: vendor_payout_lines.order_item_id,
      order_number: orders.order_number,
      product_name: order_items.product_name,
      amount_cents: vendor_payout_lines.amount_cents,
    })
    .from(vendor_payout_lines)
    .innerJoin(order_items, eq(order_items.id, vendor_payout_lines.order_item_id))
    .innerJoin(orders, eq(orders.id, order_items.order_id))
    .where(
      inArray(
        vendor_payout_lines.payout_id,
        payouts.map((payout) => payout.id),
      ),
    )
    .orderBy(asc(vendor_payout_lines.id));
  return payouts.map((payout) => ({
    id: payout.id,
    amount_cents: payout.amount_cents,
    state: payout.state,
    bank_last4: payout.bank_last4,
    created_at: payout.created_at.toISOString(),
    paid_at: payout.paid_at?.toISOString() ?? null,
    lines: lines
      .filter((line) => line.payout_id === payout.id)
      .map(({ payout_id: _payout, ...line }) => line),
  }));
}
