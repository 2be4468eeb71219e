import { CANCELLED_STATUS, type OrderDetail } from '@showroom/contract/orders';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import { product_sizes } from '../catalog/catalog-schema.ts';
import {
  dropPendingRefunds,
  type PendingRefund,
  recordRefund,
  sendRefund,
  voidPayment,
} from '../payments/index.ts';
import { payments } from '../payments/payments-schema.ts';
import { orderDetailView } from './order-detail-view.ts';
import { noticeCancellation, type OrderNoticeDeps } from './order-notices.ts';
import { canCancel } from './order-summary.ts';
import { order_item_status_changes, order_items, orders } from './orders-schema.ts';

export interface CancelOrderDeps extends OrderNoticeDeps {
  payments: PaymentGateway;
}

export type CancelOrderOutcome =
  | { kind: 'notFound' }
  | { kind: 'alreadyCancelled' }
  | { kind: 'windowOver' }
  /** `refundError`: the order is cancelled but the gateway refused or failed the refund. */
  | { kind: 'cancelled'; order: OrderDetail; refundError: unknown };

/**
 * The homeowner cancels their order within the window (spec §9): under a lock on the order row,
 * every item not yet cancelled turns 'Cancle' with a status change, its stock goes back, the order
 * becomes cancelled and the vendors and homeowner are notified. What is left of the payment (items
 * an admin cancelled before were refunded on their own) is recorded as one refund in that
 * transaction and sent only by the call that made the change (a concurrent or later one finds the
 * order cancelled), after the commit: the
 * gateway is another system, and on PGlite a query outside an open transaction would wait for it.
 */
export async function cancelOrder(
  deps: CancelOrderDeps,
  userId: number,
  orderId: number,
): Promise<CancelOrderOutcome> {
  const now = deps.clock.now();
  const claim = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.user_id, userId)))
      .for('update');
    if (!order) return { kind: 'notFound' } as const;
    if (order.state === 'cancelled') return { kind: 'alreadyCancelled' } as const;
    if (!canCancel(order, now)) return { kind: 'windowOver' } as const;
    // Stock back for the items not cancelled already, in one statement, before they turn 'Cancle'.
    await tx.execute(sql`
      update ${product_sizes} set stock_qty = ${product_sizes.stock_qty} + back.qty
      from (
        select ${order_items.size_id} as size_id, sum(${order_items.qty})::integer as qty
        from ${order_items}
        where ${order_items.order_id} = ${orderId} and ${order_items.status} <> ${CANCELLED_STATUS}
          and ${order_items.size_id} is not null
        group by ${order_items.size_id}
      ) as back
      where ${product_sizes.id} = back.size_id`);
    const cancelled = await tx
      .update(order_items)
      .set({ status: CANCELLED_STATUS, status_date: now })
      .where(and(eq(order_items.order_id, orderId), ne(order_items.status, CANCELLED_STATUS)))
      .returning({
        id: order_items.id,
        vendor_id: order_items.vendor_id,
        product_name: order_items.product_name,
        qty: order_items.qty,
      });
    if (cancelled.length > 0) {
      await tx.insert(order_item_status_changes).values(
        cancelled.map((item) => ({
          order_id: orderId,
          order_item_id: item.id,
          status: CANCELLED_STATUS,
          changed_by: userId,
          changed_at: now,
        })),
      );
    }
    await tx.update(orders).set({ state: 'cancelled', cancelled_at: now }).where(eq(orders.id, orderId));
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.order_id, orderId), inArray(payments.state, ['authorized', 'captured'])))
      .for('update');
    // What is left of a captured payment goes back (items cancelled before were refunded on their own);
    // an authorization only is voided after the commit, and refunds promised against it are dropped.
    let refund: PendingRefund | null = null;
    if (payment?.state === 'captured') {
      refund = await recordRefund(tx, payment, { orderItemId: null, wantedCents: null, now });
    } else if (payment) await dropPendingRefunds(tx, payment.id);
    const notices = await noticeCancellation(deps, tx, {
      order,
      refundedCents: refund?.amountCents ?? 0,
      items: cancelled.map((item) => ({
        vendorId: item.vendor_id,
        line: `${item.qty} × ${item.product_name}`,
      })),
    });
    return { kind: 'claimed', payment, refund, notices } as const;
  });
  if (claim.kind !== 'claimed') return claim;
  let refundError: unknown = null;
  try {
    if (claim.refund) await sendRefund(deps, claim.refund);
    else if (claim.payment?.state === 'authorized') await voidPayment(deps, claim.payment);
  } catch (error) {
    refundError = error;
  }
  claim.notices.mailLater(refundError === null);
  const order = await orderDetailView(deps.db, orderId, now);
  if (!order) throw new Error(`Order ${orderId} vanished while being cancelled.`);
  return { kind: 'cancelled', order, refundError };
}
