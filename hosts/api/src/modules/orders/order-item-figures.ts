import { orderItemProfitCents } from '@showroom/contract/money';
import type { OrderItemStatus } from '@showroom/contract/orders';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { order_items } from './orders-schema.ts';

export interface OrderItemFigures {
  count: number;
  statuses: Set<OrderItemStatus>;
  /** The viewer's profit on the order (the contract's rule: negative for returns). */
  profitCents: number;
}

/**
 * Item counts, statuses and the viewer's profit of each of the given orders, in one query for the batch:
 * the pros' Orders list (markup × qty) and the admin's (admin_profit_inclusive_tax) read them alike.
 */
export async function orderItemFigures(
  db: Database,
  orderIds: number[],
  viewer: Parameters<typeof orderItemProfitCents>[0],
): Promise<Map<number, OrderItemFigures>> {
  const figures = new Map<number, OrderItemFigures>();
  if (orderIds.length === 0) return figures;
  const rows = await db
    .select({
      order_id: order_items.order_id,
      status: order_items.status,
      qty: order_items.qty,
      final_price_cents: order_items.final_price_cents,
      contractor_markup_cents: order_items.contractor_markup_cents,
      admin_profit_inclusive_tax_cents: order_items.admin_profit_inclusive_tax_cents,
    })
    .from(order_items)
    .where(inArray(order_items.order_id, orderIds));
  for (const row of rows) {
    // The database's check constraint admits only the 14 statuses.
    const status = row.status as OrderItemStatus;
    const entry = figures.get(row.order_id) ?? { count: 0, statuses: new Set(), profitCents: 0 };
    entry.count += 1;
    entry.statuses.add(status);
    entry.profitCents += orderItemProfitCents(viewer, {
      status,
      quantity: row.qty,
      finalPriceCents: row.final_price_cents,
      contractorMarkupCents: row.contractor_markup_cents,
      adminProfitInclusiveTaxCents: row.admin_profit_inclusive_tax_cents,
    });
    figures.set(row.order_id, entry);
  }
  return figures;
}
