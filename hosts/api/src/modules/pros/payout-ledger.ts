import { ORDER_ITEM_STATUSES, type OrderItemStatus } from '@showroom/contract/orders';
import type { PayoutBalances } from '@showroom/contract/pro';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designer_hires } from '../designer-hires/designer-hires-schema.ts';
import { order_item_status_changes, order_items, orders } from '../orders/orders-schema.ts';
import { payment_refunds } from '../payments/payment-refunds-schema.ts';
import { type Earning, payoutBalancesOf } from './payout-balances.ts';
import { pro_payouts } from './payouts-schema.ts';

/** Statuses an item reaches only once approved: the first of them dates its approval. */
const NOT_APPROVED: readonly OrderItemStatus[] = ['Waiting for approval', 'Decline', 'Cancle'];
const APPROVED_STATUSES = ORDER_ITEM_STATUSES.map(({ value }) => value).filter(
  (value) => !NOT_APPROVED.includes(value),
);
/**
 * Statuses that take the pro's earning back (spec §6: negative for returns). Unlike the profit the
 * console shows (the contract's reversed statuses, which count a Return Request as money going back),
 * a payout waits for the return itself: a request may still be refused.
 */
const REVERSING_STATUSES: readonly OrderItemStatus[] = ['Returned', 'Cancle'];

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Every item of the pro's showroom with its earning (`contractor_markup_amt × qty`, spec §6), when
 * it was approved (its first status past approval, else its status date if it is past approval) and
 * when it was reversed (returned, cancelled, refunded or its order cancelled: the earliest).
 */
async function earningsOf(db: Database, proUserId: number): Promise<Earning[]> {
  const changedTo = (statuses: readonly string[]) =>
    sql`(select min(${order_item_status_changes.changed_at}) from ${order_item_status_changes}
         where ${order_item_status_changes.order_item_id} = ${order_items.id}
           and ${order_item_status_changes.status} in (${list(statuses)}))`;
  const rows = await db
    .select({
      cents: sql<number>`${order_items.contractor_markup_cents} * ${order_items.qty}`.mapWith(Number),
      approvedAt: sql<string | null>`coalesce(${changedTo(APPROVED_STATUSES)},
        case when ${order_items.status} in (${list(APPROVED_STATUSES)}) then ${order_items.status_date} end)`,
      reversedAt: sql<string | null>`least(${changedTo(REVERSING_STATUSES)},
        (select min(${payment_refunds.created_at}) from ${payment_refunds}
          where ${payment_refunds.order_item_id} = ${order_items.id}),
        case when ${orders.state} = 'cancelled' then ${orders.cancelled_at} end)`,
    })
    .from(order_items)
    .innerJoin(orders, eq(orders.id, order_items.order_id))
    .where(eq(orders.showroom_id, proUserId));
  const dateOf = (value: string | Date | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    cents: row.cents,
    approvedAt: dateOf(row.approvedAt),
    reversedAt: dateOf(row.reversedAt),
  }));
}

/**
 * A designer's share of each fee homeowners paid to hire them (decision 0108), earned when paid: the
 * same pending days as an item's markup, never reversed (the fee is not refunded).
 */
async function designerFeesOf(db: Database, proUserId: number): Promise<Earning[]> {
  const rows = await db
    .select({ cents: designer_hires.designer_share_cents, paidAt: designer_hires.paid_at })
    .from(designer_hires)
    .where(and(eq(designer_hires.designer_id, proUserId), eq(designer_hires.status, 'paid')));
  return rows.map((row) => ({ cents: row.cents, approvedAt: row.paidAt, reversedAt: null }));
}

/** The pro's balances at `now`: earnings less every payout not failed (decision 0090). */
export async function payoutBalancesFor(db: Database, proUserId: number, now: Date): Promise<PayoutBalances> {
  const earnings = [...(await earningsOf(db, proUserId)), ...(await designerFeesOf(db, proUserId))];
  const paid = await db
    .select({ cents: pro_payouts.amount_cents, at: pro_payouts.created_at })
    .from(pro_payouts)
    .where(and(eq(pro_payouts.user_id, proUserId), ne(pro_payouts.state, 'failed')));
  return payoutBalancesOf(earnings, paid, now);
}
