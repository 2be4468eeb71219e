import { dollars, orderItemProfitCents } from '@showroom/contract/money';
import type { OrderItemStatus } from '@showroom/contract/orders';
import { PRO_WEEK_DAYS, type ProWeek, type ProWeekDay } from '@showroom/contract/pro';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { DAY_MS } from '../../providers/clock/clock.ts';
import { projects } from '../carts/projects-schema.ts';
import { users } from '../identity/users-schema.ts';
import { sample_requests } from '../leads/sample-requests-schema.ts';
import { order_items, orders } from '../orders/orders-schema.ts';
import { utcDay } from './day-counts.ts';
import { showroom_day_counts } from './showroom-day-counts-schema.ts';

type Cents = { revenueCents: number; profitCents: number };
type Tally = Omit<ProWeekDay, 'day' | 'revenue' | 'profit'> & Cents;

const emptyTally = (): Tally => ({
  embed_visits: 0,
  shell_visits: 0,
  product_views: 0,
  carts: 0,
  orders: 0,
  leads: 0,
  revenueCents: 0,
  profitCents: 0,
});
const dayOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Rows of `count(*)` per UTC day of `column`, from a table filtered by `where`. */
async function perDay(db: Database, table: unknown, column: unknown, where: unknown) {
  return rowsOf<{ day: string; n: number }>(
    await db.execute(
      sql`select ${dayOf(column)} as day, count(*)::int as n from ${table} where ${where} group by 1`,
    ),
  );
}

/**
 * What happened in the pro's showroom on each of the last `PRO_WEEK_DAYS` UTC days (today included):
 * visits and product views from the day counters, carts, orders, revenue and profit (the contract's
 * `orderItemProfitCents`, negative for returns) and leads from their own tables.
 */
export async function proWeek(db: Database, proUserId: number, now: Date): Promise<ProWeek> {
  const start = new Date(Date.parse(`${utcDay(now)}T00:00:00Z`) - (PRO_WEEK_DAYS - 1) * DAY_MS);
  const days = Array.from({ length: PRO_WEEK_DAYS }, (_, index) =>
    utcDay(new Date(start.getTime() + index * DAY_MS)),
  );
  const tallies = new Map(days.map((day) => [day, emptyTally()]));
  const add = (day: string, change: (tally: Tally) => void) => {
    const tally = tallies.get(day);
    if (tally) change(tally);
  };

  const counters = await db
    .select({
      day: showroom_day_counts.day,
      counter: showroom_day_counts.counter,
      count: showroom_day_counts.count,
    })
    .from(showroom_day_counts)
    .where(and(eq(showroom_day_counts.showroom_id, proUserId), gte(showroom_day_counts.day, utcDay(start))));
  for (const row of counters) {
    add(row.day, (tally) => {
      if (row.counter === 'embed_visit') tally.embed_visits += row.count;
      else if (row.counter === 'shell_visit') tally.shell_visits += row.count;
      else tally.product_views += row.count;
    });
  }

  const since = start.toISOString();
  const carts = await perDay(
    db,
    projects,
    projects.created_at,
    sql`${projects.showroom_id} = ${proUserId} and ${projects.is_cart} and ${projects.created_at} >= ${since}`,
  );
  for (const row of carts) add(row.day, (tally) => (tally.carts += row.n));
  const requests = await perDay(
    db,
    sample_requests,
    sample_requests.created_at,
    sql`${sample_requests.shop_profile_id} = ${proUserId} and ${sample_requests.created_at} >= ${since}`,
  );
  const registrations = await perDay(
    db,
    users,
    users.created_at,
    sql`${users.shop_id} = ${proUserId} and ${users.type} = 'User' and ${users.created_at} >= ${since}`,
  );
  for (const row of [...requests, ...registrations]) add(row.day, (tally) => (tally.leads += row.n));

  const placed = await db
    .select({ id: orders.id, day: dayOf(orders.created_at), total_cents: orders.total_cents })
    .from(orders)
    .where(and(eq(orders.showroom_id, proUserId), eq(orders.state, 'placed'), gte(orders.created_at, start)));
  const dayOfOrder = new Map(placed.map((order) => [order.id, order.day]));
  for (const order of placed)
    add(order.day, (tally) => {
      tally.orders += 1;
      tally.revenueCents += order.total_cents;
    });
  const items = await db
    .select({
      order_id: order_items.order_id,
      status: order_items.status,
      qty: order_items.qty,
      final_price_cents: order_items.final_price_cents,
      contractor_markup_cents: order_items.contractor_markup_cents,
      admin_profit_inclusive_tax_cents: order_items.admin_profit_inclusive_tax_cents,
    })
    .from(order_items)
    .innerJoin(orders, eq(orders.id, order_items.order_id))
    .where(and(eq(orders.showroom_id, proUserId), eq(orders.state, 'placed'), gte(orders.created_at, start)));
  for (const item of items) {
    add(dayOfOrder.get(item.order_id) ?? '', (tally) => {
      tally.profitCents += orderItemProfitCents('contractor', {
        // The database's check constraint admits only the 14 statuses.
        status: item.status as OrderItemStatus,
        quantity: item.qty,
        finalPriceCents: item.final_price_cents,
        contractorMarkupCents: item.contractor_markup_cents,
        adminProfitInclusiveTaxCents: item.admin_profit_inclusive_tax_cents,
      });
    });
  }

  const total = emptyTally();
  const shown = days.map((day) => {
    const { revenueCents, profitCents, ...counts } = tallies.get(day) ?? emptyTally();
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) total[key] += counts[key];
    total.revenueCents += revenueCents;
    total.profitCents += profitCents;
    return { day, ...counts, revenue: dollars(revenueCents), profit: dollars(profitCents) };
  });
  const { revenueCents, profitCents, ...counts } = total;
  return { days: shown, totals: { ...counts, revenue: dollars(revenueCents), profit: dollars(profitCents) } };
}
