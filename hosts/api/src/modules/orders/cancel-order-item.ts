import { itemPaidCents } from '@showroom/contract/money';
import { CANCELLED_STATUS } from '@showroom/contract/orders';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { order_item_status_changes, order_items, orders } from './orders-schema.ts';

/** What cancelling one item changed in the order, for the cancel-order-item flow's next steps. */
export interface ItemCancelled {
  /** The units to put back on stock (size null when it was deleted since). */
  sizeId: number | null;
  qty: number;
  /** The item's share of what was paid: (final price + markup) × qty + the platform's share with tax. */
  shareCents: number;
  /** It was the order's last item not cancelled: the order is cancelled now. */
  orderCancelled: boolean;
}

/**
 * Turns one item 'Cancle' (spec §4), in the caller's transaction, the order row locked by the
 * caller. The status changes in one statement guarded on the previous status, so a repeated or
 * concurrent 'Cancle' finds nothing to change (null) and its flow restocks and refunds nothing. Then
 * the status change is written, and the order becomes cancelled when no other item is left. The item's
 * share is what was paid for it as checkout split it (the contract's `itemPaidCents`).
 */
export async function cancelOrderItem(
  tx: Database,
  cancel: { orderId: number; itemId: number; changedBy: number; now: Date },
): Promise<ItemCancelled | null> {
  const { orderId, itemId, now } = cancel;
  const [changed] = rowsOf<{
    size_id: number | null;
    qty: number;
    final_price_cents: number;
    contractor_markup_cents: number;
    admin_profit_inclusive_tax_cents: number;
  }>(
    await tx.execute(sql`
      update ${order_items} set status = ${CANCELLED_STATUS}, status_date = ${now.toISOString()}::timestamptz
      where ${order_items.id} = ${itemId} and ${order_items.status} <> ${CANCELLED_STATUS}
      returning size_id, qty, final_price_cents, contractor_markup_cents, admin_profit_inclusive_tax_cents`),
  );
  if (!changed) return null;
  await tx.insert(order_item_status_changes).values({
    order_id: orderId,
    order_item_id: itemId,
    status: CANCELLED_STATUS,
    changed_by: cancel.changedBy,
    changed_at: now,
  });
  const [open] = await tx
    .select({ items: count() })
    .from(order_items)
    .where(and(eq(order_items.order_id, orderId), ne(order_items.status, CANCELLED_STATUS)));
  const orderCancelled = (open?.items ?? 0) === 0;
  if (orderCancelled) {
    await tx.update(orders).set({ state: 'cancelled', cancelled_at: now }).where(eq(orders.id, orderId));
  }
  return {
    sizeId: changed.size_id === null ? null : Number(changed.size_id),
    qty: Number(changed.qty),
    shareCents: itemPaidCents({
      qty: Number(changed.qty),
      finalPriceCents: Number(changed.final_price_cents),
      contractorMarkupCents: Number(changed.contractor_markup_cents),
      adminProfitInclusiveTaxCents: Number(changed.admin_profit_inclusive_tax_cents),
    }),
    orderCancelled,
  };
}
