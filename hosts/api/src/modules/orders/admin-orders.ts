import { dollars } from '@showroom/contract/money';
import {
  type AdminOrder,
  type AdminOrderFilterOptions,
  type AdminOrderFilters,
  ORDER_ITEM_STATUSES,
} from '@showroom/contract/orders';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DAY_MS } from '../../providers/clock/clock.ts';
import { users, vendor_profiles } from '../identity/users-schema.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';
import { orderItemFigures } from './order-item-figures.ts';
import { order_items, orders } from './orders-schema.ts';

const STATUS_ORDER = new Map(ORDER_ITEM_STATUSES.map(({ value }, index) => [value, index]));

/** The WHERE of the admin's Orders list: the filters, each optional (UTC days, as the pros' list). */
function adminOrderConditions(filters: AdminOrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.showroom) conditions.push(eq(orders.showroom_id, filters.showroom));
  if (filters.from) conditions.push(gte(orders.created_at, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to)
    conditions.push(lt(orders.created_at, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  const itemConditions: SQL[] = [];
  if (filters.vendor) itemConditions.push(eq(order_items.vendor_id, filters.vendor));
  if (filters.status) itemConditions.push(eq(order_items.status, filters.status));
  if (itemConditions.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${order_items} where ${order_items.order_id} = ${orders.id} and ${and(...itemConditions)})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of every order, newest first, with the filters, and how many match (the index
 * orders_created_idx answers the unfiltered page; decision 0096).
 */
export async function adminOrderPage(
  db: Database,
  filters: AdminOrderFilters,
  page: number,
  perPage: number,
): Promise<{ total: number; items: AdminOrder[] }> {
  const where = adminOrderConditions(filters);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select({
      id: orders.id,
      order_number: orders.order_number,
      created_at: orders.created_at,
      state: orders.state,
      total_cents: orders.total_cents,
      showroom_id: orders.showroom_id,
      showroom: shop_profiles.company_name,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .leftJoin(shop_profiles, eq(shop_profiles.user_id, orders.showroom_id))
    .where(where)
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const figures = await orderItemFigures(
    db,
    rows.map((row) => row.id),
    'admin',
  );
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => {
      const entry = figures.get(row.id);
      return {
        id: row.id,
        order_number: row.order_number,
        created_at: row.created_at.toISOString(),
        state: row.state,
        showroom_id: row.showroom_id,
        showroom: row.showroom ?? '',
        customer_name: `${row.first_name} ${row.last_name}`.trim(),
        customer_email: row.email,
        item_count: entry?.count ?? 0,
        statuses: [...(entry?.statuses ?? [])].sort(
          (a, b) => (STATUS_ORDER.get(a) ?? 0) - (STATUS_ORDER.get(b) ?? 0),
        ),
        total: dollars(row.total_cents),
        profit: dollars(entry?.profitCents ?? 0),
      };
    }),
  };
}

/** The showrooms and vendors the admin's filters offer, by name. */
export async function adminOrderFilterOptions(db: Database): Promise<AdminOrderFilterOptions> {
  const showrooms = await db
    .select({ id: shop_profiles.user_id, name: shop_profiles.company_name })
    .from(shop_profiles)
    .orderBy(asc(shop_profiles.company_name));
  const vendors = await db
    .select({ id: vendor_profiles.user_id, name: vendor_profiles.company_name })
    .from(vendor_profiles)
    .orderBy(asc(vendor_profiles.company_name));
  return { showrooms, vendors };
}
