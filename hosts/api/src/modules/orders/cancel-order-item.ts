import { itemPaidCents } from '@showroom/contract/money';
import { CANCELLED_STATUS } from '@showroom/contract/orders';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { product_sizes } from '../catalog/catalog-schema.ts';
import { dropPendingRefunds, type PendingRefund, recordRefund } from '../payments/index.ts';
import { payments } from '../payments/payments-schema.ts';
import { order_item_status_changes, order_items, orders } from './orders-schema.ts';

/** What cancelling one item decided, for the caller to carry out after the commit. */
export interface ItemCancellation {
  /** The item's refund as recorded (null when there was no payment or nothing left of it). */
  refund: PendingRefund | null;
  /** Whether to send `refund` now: only a captured payment can be refunded (the settler sends it after a late capture). */
  refundNow: boolean;
  /** It was the order's last item not cancelled: the order is cancelled now. */
  orderCancelled: boolean;
  /** The order's payment was only authorized and the order is cancelled now: void it. */
  toVoid: { id: number; authorization_id: string } | null;
}

/**
 * Turns one item 'Cancle' for a vendor-side user or an admin (spec §4), in the caller's transaction,
 * the order row locked by the caller. The status and the stock change in one statement guarded on
 * the previous status, so a repeated or concurrent 'Cancle' finds nothing to change and puts nothing
 * back (null). Then the status change is written and the item's refund recorded: what was paid for
 * it as checkout split it (the contract's `itemPaidCents`), or, when no other item is left, all that
 * is left of the payment (shipping too), and the order becomes cancelled like the homeowner's cancel.
 */
export async function cancelOrderItem(
  tx: Database,
  cancel: { orderId: number; itemId: number; changedBy: number; now: Date },
): Promise<ItemCancellation | null> {
  const { orderId, itemId, now } = cancel;
  const [changed] = rowsOf<{
    qty: number;
    final_price_cents: number;
    contractor_markup_cents: number;
    admin_profit_inclusive_tax_cents: number;
  }>(
    await tx.execute(sql`
      with cancelled as (
        update ${order_items} set status = ${CANCELLED_STATUS}, status_date = ${now.toISOString()}::timestamptz
        where ${order_items.id} = ${itemId} and ${order_items.status} <> ${CANCELLED_STATUS}
        returning size_id, qty, final_price_cents, contractor_markup_cents, admin_profit_inclusive_tax_cents
      ),
      restocked as (
        update ${product_sizes} set stock_qty = ${product_sizes.stock_qty} + cancelled.qty
        from cancelled where ${product_sizes.id} = cancelled.size_id
      )
      select qty, final_price_cents, contractor_markup_cents, admin_profit_inclusive_tax_cents from cancelled`),
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
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.order_id, orderId), inArray(payments.state, ['authorized', 'captured'])))
    .for('update');
  if (!payment) return { refund: null, refundNow: false, orderCancelled, toVoid: null };
  if (orderCancelled && payment.state === 'authorized') {
    await dropPendingRefunds(tx, payment.id);
    return { refund: null, refundNow: false, orderCancelled, toVoid: payment };
  }
  const refund = await recordRefund(tx, payment, {
    orderItemId: itemId,
    wantedCents: orderCancelled
      ? null
      : itemPaidCents({
          qty: Number(changed.qty),
          finalPriceCents: Number(changed.final_price_cents),
          contractorMarkupCents: Number(changed.contractor_markup_cents),
          adminProfitInclusiveTaxCents: Number(changed.admin_profit_inclusive_tax_cents),
        }),
    now,
  });
  return { refund, refundNow: payment.state === 'captured', orderCancelled, toVoid: null };
}
