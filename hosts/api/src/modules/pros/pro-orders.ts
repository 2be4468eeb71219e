import { dollars } from '@showroom/contract/money';
import { ORDER_ITEM_STATUSES } from '@showroom/contract/orders';
import type { ProOrder, ProOrderFilters } from '@showroom/contract/pro';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import { DAY_MS } from '../../providers/clock/clock.ts';
import { users } from '../identity/users-schema.ts';
import { orderItemFigures } from '../orders/index.ts';
import { order_items, orders } from '../orders/orders-schema.ts';

const STATUS_ORDER = new Map(ORDER_ITEM_STATUSES.map(({ value }, index) => [value, index]));

/** The WHERE of the console's Orders list and its CSV: the pro's showroom and the filters (UTC days). */
function proOrderConditions(proUserId: number, filters: ProOrderFilters): SQL {
  const own = eq(orders.showroom_id, proUserId);
  const conditions: SQL[] = [own];
  if (filters.from) conditions.push(gte(orders.created_at, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to)
    conditions.push(lt(orders.created_at, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  if (filters.status)
    conditions.push(
      sql`exists (select 1 from ${order_items} where ${order_items.order_id} = ${orders.id} and ${order_items.status} = ${filters.status})`,
    );
  const q = filters.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const search = or(
      ilike(orders.order_number, pattern),
      ilike(users.email, pattern),
      ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern),
    );
    if (search) conditions.push(search);
  }
  return and(...conditions) ?? own;
}

const orderColumns = {
  id: orders.id,
  order_number: orders.order_number,
  created_at: orders.created_at,
  state: orders.state,
  total_cents: orders.total_cents,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
};
type OrderRow = { [K in keyof typeof orderColumns]: (typeof orderColumns)[K]['_']['data'] };

/** Rows as the console shows them, with their items' figures (one more query for the whole batch). */
async function toProOrders(db: Database, rows: OrderRow[]): Promise<ProOrder[]> {
  const figures = await orderItemFigures(
    db,
    rows.map((row) => row.id),
    'contractor',
  );
  return rows.map((row) => {
    const entry = figures.get(row.id);
    return {
      id: row.id,
      order_number: row.order_number,
      created_at: row.created_at.toISOString(),
      state: row.state,
      customer_name: `${row.first_name} ${row.last_name}`.trim(),
      customer_email: row.email,
      item_count: entry?.count ?? 0,
      statuses: [...(entry?.statuses ?? [])].sort(
        (a, b) => (STATUS_ORDER.get(a) ?? 0) - (STATUS_ORDER.get(b) ?? 0),
      ),
      total: dollars(row.total_cents),
      profit: dollars(entry?.profitCents ?? 0),
    };
  });
}

/**
 * One page of the orders placed in the pro's showroom, newest first, and how many match (the index
 * orders_showroom_created_idx answers both; decision 0088).
 */
export async function proOrderPage(
  db: Database,
  proUserId: number,
  filters: ProOrderFilters,
  page: number,
  perPage: number,
): Promise<{ total: number; items: ProOrder[] }> {
  const where = proOrderConditions(proUserId, filters);
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .where(where);
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .where(where)
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { total: total?.n ?? 0, items: await toProOrders(db, rows) };
}

/** Rows fetched per query by the CSV export. */
const EXPORT_BATCH = 500;

/**
 * Every matching order, newest first, a batch at a time (keyset on created_at, id), for the CSV
 * export: the whole list is never held in memory.
 */
export async function* proOrderBatches(
  db: Database,
  proUserId: number,
  filters: ProOrderFilters,
): AsyncGenerator<ProOrder[]> {
  const where = proOrderConditions(proUserId, filters);
  // The cursor keeps created_at as the database's text: a JS Date would drop its microseconds.
  let after: { created_at: string; id: number } | null = null;
  const batchColumns = { ...orderColumns, cursor: sql<string>`${orders.created_at}::text` };
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${orders.created_at}, ${orders.id}) < (${after.created_at}::timestamptz, ${after.id})`
      : undefined;
    const rows: (OrderRow & { cursor: string })[] = await db
      .select(batchColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.user_id))
      .where(keyset ? (and(where, keyset) ?? where) : where)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield await toProOrders(db, rows);
    const last = rows[rows.length - 1];
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { created_at: last.cursor, id: last.id };
  }
}
