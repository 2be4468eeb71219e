import type { StockProblem } from '@showroom/contract/checkout';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { product_sizes } from '../../db/schema.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import type { CheckoutLine } from './checkout-lines.ts';
import { stockProblems } from './checkout-quote.ts';

/** Units taken from one size. */
export interface StockTaken {
  sizeId: number;
  qty: number;
}

export type Reservation =
  | { ok: true; lines: CheckoutLine[]; taken: StockTaken[] }
  | { ok: false; problems: StockProblem[] };

/** Units wanted per size, in size id order (the order rows are locked and changed in). */
function wantedPerSize(lines: readonly CheckoutLine[]): StockTaken[] {
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
 */
export async function reserveStock(db: Database, lines: readonly CheckoutLine[]): Promise<Reservation> {
  const wanted = wantedPerSize(lines);
  const ids = `{${wanted.map((each) => each.sizeId).join(',')}}`;
  const qtys = `{${wanted.map((each) => each.qty).join(',')}}`;
  const rows = rowsOf<{ id: number; stock_qty: number; wholesale_price: string; ok: boolean }>(
    await db.execute(sql`
      with wanted as (select * from unnest(${ids}::int[], ${qtys}::int[]) as w(id, qty)),
      locked as (
        select s.id, s.stock_qty, s.wholesale_price from product_sizes s
        where s.id in (select id from wanted) order by s.id for update
      ),
      enough as (
        select count(l.id) = count(*) and coalesce(bool_and(l.stock_qty >= w.qty), false) as ok
        from wanted w left join locked l on l.id = w.id
      ),
      taken as (
        update product_sizes s set stock_qty = s.stock_qty - w.qty
        from wanted w where s.id = w.id and (select ok from enough)
        returning s.id
      )
      select l.id, l.stock_qty, l.wholesale_price, (select ok from enough) as ok,
        (select count(*) from taken) as taken
      from locked l`),
  );
  const sizes = new Map(rows.map((row) => [Number(row.id), row]));
  const current = lines.map((line) => {
    const size = line.sizeId === null ? undefined : sizes.get(line.sizeId);
    return size
      ? {
          ...line,
          inStock: Number(size.stock_qty),
          wholesaleCents: Math.round(Number(size.wholesale_price) * 100),
        }
      : { ...line, sizeId: null, inStock: 0 };
  });
  const ok = wanted.length > 0 && rows[0]?.ok === true;
  if (!ok) return { ok: false, problems: stockProblems(current) };
  return { ok: true, lines: current, taken: wanted };
}

/** Puts reserved units back (a refused card, a failed order write, a cancelled order). */
export async function releaseStock(db: Database, taken: readonly StockTaken[]): Promise<void> {
  if (taken.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { sizeId, qty } of [...taken].sort((a, b) => a.sizeId - b.sizeId)) {
      await tx
        .update(product_sizes)
        .set({ stock_qty: sql`${product_sizes.stock_qty} + ${qty}` })
        .where(eq(product_sizes.id, sizeId));
    }
  });
}
