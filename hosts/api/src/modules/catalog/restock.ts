import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { product_sizes } from './catalog-schema.ts';

/** Units going back on the shelf: a size (null when the size was deleted since) and how many. */
export interface Restock {
  sizeId: number | null;
  qty: number;
}

/**
 * Puts units back on stock in one statement, in the caller's transaction. Exactly once is the
 * caller's part: it restocks only what its own guarded status change just cancelled.
 */
export async function restockSizes(tx: Database, units: readonly Restock[]): Promise<void> {
  const perSize = new Map<number, number>();
  for (const { sizeId, qty } of units) {
    if (sizeId !== null) perSize.set(sizeId, (perSize.get(sizeId) ?? 0) + qty);
  }
  if (perSize.size === 0) return;
  const rows = sql.join(
    [...perSize].map(([id, qty]) => sql`(${id}::integer, ${qty}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${product_sizes} set stock_qty = ${product_sizes.stock_qty} + back.qty
    from (values ${rows}) as back(size_id, qty)
    where ${product_sizes.id} = back.size_id`);
}
