import type { AdminProfitFilters, AdminProfitRow, ProfitGroup } from '@showroom/contract/admin';
import { dollars, orderItemProfitCents } from '@showroom/contract/money';
import type { OrderItemStatus } from '@showroom/contract/orders';
import { and, count, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { DAY_MS } from '../../providers/clock/clock.ts';
import { users, vendor_profiles } from '../identity/users-schema.ts';
import { order_items, orders } from '../orders/orders-schema.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';

const vendorUsers = alias(users, 'vendor_user');

/** Each group's key and the name the table shows for it. */
const GROUPS: Readonly<Record<ProfitGroup, { key: SQL<string>; label: SQL<string> }>> = {
  month: {
    key: sql<string>`to_char(${orders.created_at} at time zone 'UTC', 'YYYY-MM')`,
    label: sql<string>`to_char(${orders.created_at} at time zone 'UTC', 'YYYY-MM')`,
  },
  showroom: {
    key: sql<string>`coalesce(${orders.showroom_id}::text, '')`,
    label: sql<string>`coalesce(${shop_profiles.company_name}, 'No showroom')`,
  },
  vendor: {
    key: sql<string>`coalesce(${order_items.vendor_id}::text, '')`,
    label: sql<string>`coalesce(${vendor_profiles.company_name}, trim(${vendorUsers.first_name} || ' ' || ${vendorUsers.last_name}), 'No vendor')`,
  },
};

function conditionsOf(filters: AdminProfitFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.from) conditions.push(gte(orders.created_at, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to)
    conditions.push(lt(orders.created_at, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The platform's profit (spec §6 `admin_profit_inclusive_tax`) of the items of orders placed in the
 * days, by month (oldest first), showroom or vendor (highest profit first). The database sums each
 * group's items per status; the contract's `orderItemProfitCents` then turns the Return Request and
 * Returned sums negative, so the sign rule lives in one place.
 */
export async function adminProfit(
  db: Database,
  filters: AdminProfitFilters,
): Promise<{ rows: AdminProfitRow[]; totalCents: number }> {
  const group = GROUPS[filters.by];
  const sums = await db
    .select({
      key: group.key,
      label: group.label,
      status: order_items.status,
      items: count(),
      cents: sum(order_items.admin_profit_inclusive_tax_cents).mapWith(Number),
    })
    .from(order_items)
    .innerJoin(orders, eq(orders.id, order_items.order_id))
    .leftJoin(shop_profiles, eq(shop_profiles.user_id, orders.showroom_id))
    .leftJoin(vendor_profiles, eq(vendor_profiles.user_id, order_items.vendor_id))
    .leftJoin(vendorUsers, eq(vendorUsers.id, order_items.vendor_id))
    .where(conditionsOf(filters))
    .groupBy(group.key, group.label, order_items.status);
  const byKey = new Map<string, { label: string; items: number; cents: number }>();
  for (const row of sums) {
    const entry = byKey.get(row.key) ?? { label: row.label, items: 0, cents: 0 };
    entry.items += row.items;
    entry.cents += orderItemProfitCents('admin', {
      status: row.status as OrderItemStatus,
      quantity: 1,
      finalPriceCents: 0,
      contractorMarkupCents: 0,
      adminProfitInclusiveTaxCents: row.cents,
    });
    byKey.set(row.key, entry);
  }
  const groups = [...byKey].map(([key, entry]) => ({ key, ...entry }));
  groups.sort((a, b) =>
    filters.by === 'month' ? a.key.localeCompare(b.key) : b.cents - a.cents || a.label.localeCompare(b.label),
  );
  return {
    rows: groups.map(({ key, label, items, cents }) => ({ key, label, items, profit: dollars(cents) })),
    totalCents: groups.reduce((total, entry) => total + entry.cents, 0),
  };
}
