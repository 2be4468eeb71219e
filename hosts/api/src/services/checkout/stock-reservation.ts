import type { StockProblem } from '@showroom/contract/checkout';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { product_sizes } from '../../db/schema.ts';
import { type CheckoutLine, readSizes } from './checkout-lines.ts';
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
 * Takes the lines' units off stock in one transaction, reading price and stock of their sizes under
 * `select … for update` (in id order, so concurrent checkouts never deadlock). If any line wants more
 * than is left, nothing is taken and the short lines are answered. The lines come back priced from
 * the locked rows: what is charged is what was reserved.
 */
export async function reserveStock(db: Database, lines: readonly CheckoutLine[]): Promise<Reservation> {
  const wanted = wantedPerSize(lines);
  return db.transaction(async (tx) => {
    const sizes = await readSizes(
      tx,
      wanted.map((each) => each.sizeId),
      true,
    );
    const current = lines.map((line) => {
      const size = line.sizeId === null ? undefined : sizes.get(line.sizeId);
      return size
        ? { ...line, inStock: size.stock_qty, wholesaleCents: Math.round(size.wholesale_price * 100) }
        : { ...line, sizeId: null, inStock: 0 };
    });
    const problems = stockProblems(current);
    if (problems.length > 0) return { ok: false, problems };
    for (const { sizeId, qty } of wanted) {
      await tx
        .update(product_sizes)
        .set({ stock_qty: sql`${product_sizes.stock_qty} - ${qty}` })
        .where(eq(product_sizes.id, sizeId));
    }
    return { ok: true, lines: current, taken: wanted };
  });
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
