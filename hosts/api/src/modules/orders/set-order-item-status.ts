import {
  CANCELLED_STATUS,
  canSetOrderItemStatus,
  type OrderItem,
  type OrderItemStatus,
  type StatusSetter,
} from '@showroom/contract/orders';
import { eq, inArray } from 'drizzle-orm';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import { products } from '../catalog/catalog-schema.ts';
import type { SessionUser } from '../identity/index.ts';
import { vendor_profiles } from '../identity/users-schema.ts';
import { sendRefund, voidPayment } from '../payments/index.ts';
import { cancelOrderItem, type ItemCancellation } from './cancel-order-item.ts';
import {
  itemProductJoin,
  itemVendorJoin,
  orderItemColumns,
  toOrderItem,
  vendorName,
} from './order-item-view.ts';
import { noticeStatusChange, type OrderNoticeDeps } from './order-notices.ts';
import { orderViewerOf } from './order-viewer.ts';
import { order_item_status_changes, order_items, orders } from './orders-schema.ts';

export interface SetStatusDeps extends OrderNoticeDeps {
  payments: PaymentGateway;
}

export type SetStatusOutcome =
  | { kind: 'notFound' }
  | { kind: 'notAllowed' }
  /**
   * `changed` false: the item already had that status (a repeated PUT), nothing was written.
   * `refundError`: the item is cancelled but the gateway refused or failed its refund (retried later).
   * `refundDelayed`: the item's refund was not completed now (refused, or the payment not captured
   * yet); the settler sends it later.
   */
  | { kind: 'set'; item: OrderItem; changed: boolean; refundError: unknown; refundDelayed: boolean };

/**
 * Moves an order item to `status` (spec §4) under a lock on its order's row (taken first, as the
 * homeowner's cancel takes it, so changes to one order queue and never deadlock): vendor-side users
 * (the item's own vendor) and admins, by the contract's `canSetOrderItemStatus`. Writes the status
 * change with who made it, and tells the homeowner (notification with the change, mail after it).
 * 'Cancle' also puts the item's stock back and refunds its share (`cancelOrderItem`; the whole rest
 * when it was the last item, which cancels the order), the refund sent after the commit.
 * Anyone who may not see the item gets notFound; who may see it but not set this status, notAllowed.
 */
export async function setOrderItemStatus(
  deps: SetStatusDeps,
  user: Pick<SessionUser, 'id' | 'type'>,
  itemId: number,
  status: OrderItemStatus,
): Promise<SetStatusOutcome> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.id,
          tx.select({ id: order_items.order_id }).from(order_items).where(eq(order_items.id, itemId)),
        ),
      )
      .for('update');
    const [row] = await tx
      .select({
        item: orderItemColumns,
        order: { id: orders.id, order_number: orders.order_number, user_id: orders.user_id },
        showroom_id: orders.showroom_id,
      })
      .from(order_items)
      .innerJoin(orders, eq(orders.id, order_items.order_id))
      .leftJoin(vendor_profiles, itemVendorJoin)
      .leftJoin(products, itemProductJoin)
      .where(eq(order_items.id, itemId))
      .for('update', { of: order_items });
    const viewer = row
      ? orderViewerOf(user, { user_id: row.order.user_id, showroom_id: row.showroom_id })
      : null;
    if (!row || !viewer || (viewer === 'vendor' && row.item.vendor_id !== user.id)) {
      return { kind: 'notFound' } as const;
    }
    const { item, order } = row;
    const setter: StatusSetter = viewer;
    const unchanged = {
      kind: 'set',
      item: toOrderItem(item, viewer),
      changed: false,
      mail: null,
      cancel: null,
    } as const;
    if (item.status === status && (setter === 'vendor' || setter === 'admin')) return unchanged;
    // The database's check constraint admits only the 14 statuses.
    if (!canSetOrderItemStatus(setter, item.status as OrderItemStatus, status)) {
      return { kind: 'notAllowed' } as const;
    }
    let cancel: ItemCancellation | null = null;
    if (status === CANCELLED_STATUS) {
      cancel = await cancelOrderItem(tx, { orderId: order.id, itemId, changedBy: user.id, now });
      // Guarded on the previous status: already cancelled, nothing was written.
      if (!cancel) return unchanged;
    } else {
      await tx.update(order_items).set({ status, status_date: now }).where(eq(order_items.id, itemId));
      await tx.insert(order_item_status_changes).values({
        order_id: order.id,
        order_item_id: itemId,
        status,
        changed_by: user.id,
        changed_at: now,
      });
    }
    const notice = await noticeStatusChange(deps, tx, {
      order,
      productName: item.product_name,
      vendor: vendorName(item),
      status,
      refund: cancel
        ? { cents: cancel.refund?.amountCents ?? 0, orderCancelled: cancel.orderCancelled }
        : undefined,
    });
    const updated = toOrderItem({ ...item, status, status_date: now }, viewer);
    return { kind: 'set', item: updated, changed: true, mail: notice, cancel } as const;
  });
  if (outcome.kind !== 'set') return outcome;
  const refundError = outcome.cancel ? await settleCancellation(deps, outcome.cancel) : null;
  const refundDelayed = refundError !== null || Boolean(outcome.cancel?.refund && !outcome.cancel.refundNow);
  outcome.mail?.mailLater(!refundDelayed);
  return { kind: 'set', item: outcome.item, changed: outcome.changed, refundError, refundDelayed };
}

/** After the commit: refunds the cancelled item (or voids the cancelled order's authorization); answers the gateway's error, if any. */
async function settleCancellation(deps: SetStatusDeps, cancel: ItemCancellation): Promise<unknown> {
  try {
    if (cancel.refund && cancel.refundNow) await sendRefund(deps, cancel.refund);
    else if (cancel.toVoid) await voidPayment(deps, cancel.toVoid);
    return null;
  } catch (error) {
    return error;
  }
}
