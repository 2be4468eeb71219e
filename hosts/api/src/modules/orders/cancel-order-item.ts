import {
  type ItemSplit,
  itemPaidCents,
  restockingFeeCents,
  returnRefundCents,
} from '@showroom/contract/money';
import { RETURNED_STATUS, WITHDRAWN_STATUSES } from '@showroom/contract/orders';
import { and, asc, count, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AuditActor } from '../admin-audit/index.ts';
import { order_items, orders } from './orders-schema.ts';
import type { RefundingStatus } from './set-order-item-status.ts';
import { type ItemStatusWritten, writeItemStatus } from './write-item-status.ts';

/** What refunding one item changed in the order, for the refunding flow's next steps. */
export interface ItemCancelled {
  /** The units to put back on stock (size null when it was deleted since). */
  sizeId: number | null;
  qty: number;
  /**
   * What goes back for it: its share of what was paid ((final price + markup) × qty + the platform's
   * share with tax); for a return, less the restocking fee.
   */
  shareCents: number;
  /** It was the order's last item not cancelled nor declined: the order is cancelled now. */
  orderCancelled: boolean;
}

const splitOf = (item: Omit<ItemSplit, 'qty'> & { qty: number }): ItemSplit => ({
  qty: Number(item.qty),
  finalPriceCents: Number(item.finalPriceCents),
  contractorMarkupCents: Number(item.contractorMarkupCents),
  adminProfitInclusiveTaxCents: Number(item.adminProfitInclusiveTaxCents),
});

const writtenSplit = (item: ItemStatusWritten): ItemSplit =>
  splitOf({
    qty: item.qty,
    finalPriceCents: item.final_price_cents,
    contractorMarkupCents: item.contractor_markup_cents,
    adminProfitInclusiveTaxCents: item.admin_profit_inclusive_tax_cents,
  });

/** A returned item's refund: what it paid less its share of the order's shipping (decision 0096). */
async function returnShareCents(tx: Database, orderId: number, item: ItemStatusWritten): Promise<number> {
  const [order] = await tx
    .select({ shipping_cents: orders.shipping_cents })
    .from(orders)
    .where(eq(orders.id, orderId));
  const items = await tx
    .select({
      id: order_items.id,
      qty: order_items.qty,
      finalPriceCents: order_items.final_price_cents,
      contractorMarkupCents: order_items.contractor_markup_cents,
      adminProfitInclusiveTaxCents: order_items.admin_profit_inclusive_tax_cents,
    })
    .from(order_items)
    .where(eq(order_items.order_id, orderId))
    .orderBy(asc(order_items.id));
  const fee = restockingFeeCents(
    {
      shippingCents: Number(order?.shipping_cents ?? 0),
      itemsPaidCents: items.map((each) => itemPaidCents(splitOf(each))),
    },
    items.findIndex((each) => each.id === item.id),
  );
  return returnRefundCents(writtenSplit(item), fee);
}

/**
 * Turns one item to a refunding status (spec §4 'Cancle', 'Decline', 'Returned'), in the caller's
 * transaction, the order row locked by the caller, through the one status writer guarded on the
 * previous status: a repeated or concurrent change finds nothing to change (null) and its flow
 * restocks and refunds nothing. When no item of the order is left but cancelled or declined ones,
 * the order becomes cancelled. The share is what was paid for the item as checkout split it (the
 * contract's `itemPaidCents`), less the restocking fee for a return.
 */
export async function cancelOrderItem(
  tx: Database,
  cancel: {
    orderId: number;
    itemId: number;
    status: RefundingStatus;
    changedBy: number;
    now: Date;
    /** An admin's change, for the audit log. */
    admin?: AuditActor | null;
  },
): Promise<ItemCancelled | null> {
  const { orderId, itemId, status, now } = cancel;
  const [changed] = await writeItemStatus(tx, {
    orderId,
    itemIds: [itemId],
    status,
    changedBy: cancel.changedBy,
    now,
    admin: cancel.admin ?? null,
  });
  if (!changed) return null;
  let orderCancelled = false;
  if (status !== RETURNED_STATUS) {
    const [open] = await tx
      .select({ items: count() })
      .from(order_items)
      .where(and(eq(order_items.order_id, orderId), notInArray(order_items.status, [...WITHDRAWN_STATUSES])));
    orderCancelled = (open?.items ?? 0) === 0;
  }
  if (orderCancelled) {
    await tx.update(orders).set({ state: 'cancelled', cancelled_at: now }).where(eq(orders.id, orderId));
  }
  return {
    sizeId: changed.size_id === null ? null : Number(changed.size_id),
    qty: Number(changed.qty),
    shareCents:
      status === RETURNED_STATUS
        ? await returnShareCents(tx, orderId, changed)
        : itemPaidCents(writtenSplit(changed)),
    orderCancelled,
  };
}
