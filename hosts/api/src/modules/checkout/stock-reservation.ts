import type { StockProblem } from '@showroom/contract/checkout';
import { toCents } from '@showroom/contract/money';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import type { CheckoutLine } from './checkout-lines.ts';
import { stockProblems } from './checkout-quote.ts';

/** Units wanted of one size. */
interface SizeQty {
  sizeId: number;
  qty: number;
}

export type Reservation = { ok: true; lines: CheckoutLine[] } | { ok: false; problems: StockProblem[] };

/** Units wanted per size, in size id order (the order rows are locked and changed in). */
function wantedPerSize(lines: readonly CheckoutLine[]): SizeQty[] {
  const wanted = new Map<number, number>();
  for (const line of lines) {
    if (line.sizeId !== null) wanted.set(line.sizeId, (wanted.get(line.sizeId) ?? 0) + line.qty);
  }
  return [...wanted].map(([sizeId, qty]) => ({ sizeId, qty })).sort((a, b) => a.sizeId - b.sizeId);
}

/**
 * Takes the lines' units off stock, all or none, in one statement (one round trip on the purchase's
 * hot path; a statement is its own transaction): the sizes are read under `select … for update` in id
 * order (so concurrent checkouts never deadlock, and a waiting one reads the stock its predecessor
 * left), and decremented only if every line has enough. Otherwise the short lines are answered and
 * nothing is taken. The lines come back priced from the locked rows: what is charged is what was reserved.
 * What is taken is recorded as holds under `hold.key` (table stock_reservations) in the same statement.
 * Holds an earlier attempt of the same key left (it crashed) are replaced, not added to (issue #21):
 * their units count as available to this attempt and the key ends with exactly this reservation's holds.
 */
export async function reserveStock(
  db: Database,
  lines: readonly CheckoutLine[],
  hold: { key: string; now: Date },
): Promise<Reservation> {
  const wanted = wantedPerSize(lines);
  const ids = `{${wanted.map((each) => each.sizeId).join(',')}}`;
  const qtys = `{${wanted.map((each) => each.qty).join(',')}}`;
  const rows = rowsOf<{ id: number; stock_qty: number; wholesale_price: string; ok: boolean }>(
    await db.execute(sql`
      with wanted as (select * from unnest(${ids}::int[], ${qtys}::int[]) as w(id, qty)),
      prior_rows as (
        select id, size_id, qty from stock_reservations where hold_key = ${hold.key} order by id for update
      ),
      prior as (select size_id as id, sum(qty)::int as qty from prior_rows group by size_id),
      locked as (
        select s.id, s.stock_qty, s.wholesale_price from product_sizes s
        where s.id in (select id from wanted union select id from prior) order by s.id for update
      ),
      enough as (
        select count(l.id) = count(*)
          and coalesce(bool_and(l.stock_qty + coalesce(p.qty, 0) >= w.qty), false) as ok
        from wanted w left join locked l on l.id = w.id left join prior p on p.id = w.id
      ),
      change as (
        select id, sum(qty)::int as qty from (
          select id, -qty as qty from wanted union all select id, qty from prior
        ) as each_change group by id
      ),
      taken as (
        update product_sizes s set stock_qty = s.stock_qty + c.qty
        from change c where s.id = c.id and c.qty <> 0 and (select ok from enough)
        returning s.id
      ),
      replaced as (
        delete from stock_reservations where id in (select id from prior_rows) and (select ok from enough)
      ),
      held as (
        insert into stock_reservations (hold_key, size_id, qty, created_at)
        select ${hold.key}, w.id, w.qty, ${hold.now.toISOString()}::timestamptz
        from wanted w where (select ok from enough)
      )
      select l.id, l.stock_qty + coalesce(p.qty, 0) as stock_qty, l.wholesale_price,
        (select ok from enough) as ok, (select count(*) from taken) as taken
      from locked l left join prior p on p.id = l.id`),
  );
  const sizes = new Map(rows.map((row) => [Number(row.id), row]));
  const current = lines.map((line) => {
    const size = line.sizeId === null ? undefined : sizes.get(line.sizeId);
    return size
      ? {
          ...line,
          inStock: Number(size.stock_qty),
          wholesaleCents: toCents(Number(size.wholesale_price)),
        }
      : { ...line, sizeId: null, inStock: 0 };
  });
  const ok = wanted.length > 0 && rows[0]?.ok === true;
  if (!ok) return { ok: false, problems: stockProblems(current) };
  return { ok: true, lines: current };
}

/**
 * Gives back the units still held under `holdKey` (a refused card, a failed order write) and drops the
 * holds, in one statement: calling it twice gives back once, and units already sold (their holds were
 * deleted by the order write) are never given back.
 */
export async function releaseStock(db: Database, holdKey: string): Promise<void> {
  await db.execute(sql`
    with gone as (delete from stock_reservations where hold_key = ${holdKey} returning size_id, qty),
    per_size as (select size_id, sum(qty)::int as qty from gone group by size_id)
    update product_sizes s set stock_qty = s.stock_qty + per_size.qty
    from per_size where s.id = per_size.size_id`);
}

/**
 * Gives back holds older than `before` (a checkout that died between reserving and writing its order),
 * at most `limit` of them; several processes may run it at once (`skip locked`). Answers how many.
 */
export async function releaseAbandonedHolds(db: Database, before: Date, limit = 500): Promise<number> {
  const rows = rowsOf<{ released: number }>(
    await db.execute(sql`
      with due as (
        select id from stock_reservations where created_at < ${before.toISOString()}::timestamptz
        order by id limit ${limit} for update skip locked
      ),
      gone as (delete from stock_reservations r using due where r.id = due.id returning r.size_id, r.qty),
      per_size as (select size_id, sum(qty)::int as qty from gone group by size_id),
      given as (
        update product_sizes s set stock_qty = s.stock_qty + per_size.qty
        from per_size where s.id = per_size.size_id
      )
      select count(*)::int as released from gone`),
  );
  return Number(rows[0]?.released ?? 0);
}
