import { type CartMerge, MAX_CART_QTY } from '@showroom/contract/cart';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { product_sizes, products } from '../catalog/catalog-schema.ts';
import { lineSizeId } from '../money/index.ts';
import { project_tans } from './project-tans-schema.ts';
import { projects } from './projects-schema.ts';

/** A line's identity in a cart: the unique key of project_tans. */
const lineKey = (line: { product_id: number; size_id: number | null; colour: string | null }) =>
  `${line.product_id}|${line.size_id ?? ''}|${line.colour ?? ''}`;

/**
 * The quantity a combined line keeps: the sum, held to the stock of the size it is priced at and to
 * MAX_CART_QTY, but never below what either cart already had (the merge takes nothing away that a
 * cart line held; checkout says which line is short, decision 0045).
 */
function combinedQty(
  own: number,
  visitor: number,
  stock: number,
): { qty: number; by: 'stock' | 'limit' | null } {
  const sum = own + visitor;
  const room = Math.max(stock, own, visitor);
  const cap = Math.min(room, MAX_CART_QTY);
  if (sum <= cap) return { qty: sum, by: null };
  return { qty: cap, by: room >= MAX_CART_QTY ? 'limit' : 'stock' };
}

/**
 * Merges the visitor cart `fromId` into the user's cart `intoId` (decision 0076) and deletes the visitor
 * cart, so its lines are never counted twice: a line of the same product, size and colour adds its qty
 * (see `combinedQty`), any other line moves over as it is. The user's cart moves to the visitor cart's
 * showroom, as an add would. Call inside the transaction that locked the user row and the visitor cart
 * row. Answers what happened, null when the visitor cart had no lines.
 */
export async function mergeVisitorCart(
  tx: Database,
  from: { id: number; showroom_id: number | null },
  intoId: number,
  clock: Clock,
): Promise<CartMerge | null> {
  const [visitorLines, ownLines] = [
    await tx
      .select({
        id: project_tans.id,
        product_id: project_tans.product_id,
        size_id: project_tans.size_id,
        colour: project_tans.colour,
        qty: project_tans.qty,
        name: products.name,
        stock: product_sizes.stock_qty,
      })
      .from(project_tans)
      .innerJoin(products, eq(products.id, project_tans.product_id))
      .leftJoin(product_sizes, eq(product_sizes.id, lineSizeId))
      .where(eq(project_tans.project_id, from.id))
      .orderBy(asc(project_tans.id)),
    await tx
      .select({
        id: project_tans.id,
        product_id: project_tans.product_id,
        size_id: project_tans.size_id,
        colour: project_tans.colour,
        qty: project_tans.qty,
      })
      .from(project_tans)
      .where(eq(project_tans.project_id, intoId))
      .for('update'),
  ];
  const ownByKey = new Map(ownLines.map((line) => [lineKey(line), line]));
  const now = clock.now();
  const merge: CartMerge = { added: 0, combined: 0, capped: [] };
  const moved: number[] = [];
  for (const line of visitorLines) {
    const own = ownByKey.get(lineKey(line));
    if (!own) {
      moved.push(line.id);
      merge.added += 1;
      continue;
    }
    const kept = combinedQty(own.qty, line.qty, line.stock ?? 0);
    merge.combined += 1;
    if (kept.by)
      merge.capped.push({ product_id: line.product_id, name: line.name, qty: kept.qty, by: kept.by });
    if (kept.qty !== own.qty) {
      await tx
        .update(project_tans)
        .set({ qty: kept.qty, updated_at: now })
        .where(eq(project_tans.id, own.id));
    }
  }
  if (moved.length > 0) {
    await tx
      .update(project_tans)
      .set({ project_id: intoId, updated_at: now })
      .where(inArray(project_tans.id, moved));
  }
  // The combined lines go with it (cascade).
  await tx.delete(projects).where(eq(projects.id, from.id));
  const moveTo = from.showroom_id === null ? {} : { showroom_id: from.showroom_id };
  await tx
    .update(projects)
    .set({ ...moveTo, updated_at: now })
    .where(eq(projects.id, intoId));
  return visitorLines.length === 0 ? null : merge;
}
