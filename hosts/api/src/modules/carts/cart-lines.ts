import { CART_MESSAGES, MAX_CART_QTY } from '@showroom/contract/cart';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { product_sizes, products } from '../catalog/catalog-schema.ts';
import type { ShowroomContext } from '../catalog/index.ts';
import { type CategoryLookup, carriesCategory } from '../catalog/index.ts';
import { type CallerCart, type CartCaller, cartForAdding } from './cart.ts';
import { project_tans } from './project-tans-schema.ts';
import { projects } from './projects-schema.ts';

export interface CartItem {
  product_id: number;
  size_id: number | null;
  colour: string | null;
  qty: number;
}

/**
 * The name a field error of the `index`-th item goes under: `product_id` for sync_to_cart's one item,
 * `items.2.product_id` for sync_to_bulk_cart's third (the path the schema's own errors use).
 */
export type ItemField = (index: number, field: keyof CartItem) => string;
export const singleItemField: ItemField = (_index, field) => field;
export const bulkItemField: ItemField = (index, field) => `items.${index}.${field}`;

/** A 422 naming each failing field; its message is the first one (the toast, spec §8). */
function fieldErrors(errors: Record<string, string[]>): HttpError {
  const [first] = Object.values(errors);
  return new HttpError(422, { message: first?.[0] ?? '', errors });
}

/**
 * Checks items against the showroom's catalogue, in two queries whatever their number: 422 on
 * `product_id` for an unknown product or one the showroom does not carry, on `colour` for a colour the
 * product is not made in, on `size_id` for a size that is not that product's. Every failing item is named.
 */
export async function checkCartItems(
  db: Database,
  categories: CategoryLookup,
  showroom: ShowroomContext,
  items: readonly CartItem[],
  fieldOf: ItemField,
): Promise<void> {
  const productIds = [...new Set(items.map((item) => item.product_id))];
  const sizeIds = [...new Set(items.flatMap((item) => (item.size_id === null ? [] : [item.size_id])))];
  const [productRows, sizeRows, categoryIndex] = await Promise.all([
    db
      .select({ id: products.id, colours: products.colours, category_id: products.category_id })
      .from(products)
      .where(and(inArray(products.id, productIds), isNull(products.archived_at))),
    sizeIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: product_sizes.id, product_id: product_sizes.product_id })
          .from(product_sizes)
          .where(inArray(product_sizes.id, sizeIds)),
    categories.load(),
  ]);
  const productById = new Map(productRows.map((row) => [row.id, row]));
  const productOfSize = new Map(sizeRows.map((row) => [row.id, row.product_id]));
  const errors: Record<string, string[]> = {};
  items.forEach((item, index) => {
    const product = productById.get(item.product_id);
    if (!product || !carriesCategory(categoryIndex, product.category_id, showroom.topCategoryIds)) {
      errors[fieldOf(index, 'product_id')] = [CART_MESSAGES.productIdInvalid];
      return;
    }
    if (item.colour !== null && !product.colours.some((colour) => colour.name === item.colour)) {
      errors[fieldOf(index, 'colour')] = [CART_MESSAGES.colourInvalid];
    }
    if (item.size_id !== null && productOfSize.get(item.size_id) !== item.product_id) {
      errors[fieldOf(index, 'size_id')] = [CART_MESSAGES.sizeIdInvalid];
    }
  });
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}

/** "" and blanks are no colour, so they share the no-colour line. */
export function normaliseColour(colour: string | null | undefined): string | null {
  const trimmed = colour?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Adds items to the caller's cart in one transaction (all or nothing): finds or creates the cart, moves
 * it to `showroomId` (prices are computed at read time, so it is simply repriced), and sums each qty
 * into the line of the same product, size and colour with one upsert, so concurrent adds never make two
 * lines or lose a qty. 404 when a visitor's token names someone else's cart; 422 on the item's `qty`
 * when a line would pass MAX_CART_QTY.
 */
export async function addToCart(
  db: Database,
  caller: CartCaller,
  showroomId: number,
  items: readonly CartItem[],
  clock: Clock,
  fieldOf: ItemField,
): Promise<CallerCart> {
  return db.transaction(async (tx) => {
    const cart = await cartForAdding(tx, caller, showroomId, clock);
    if (!cart) throw new HttpError(404, { message: CART_MESSAGES.notFound });
    const now = clock.now();
    // Also locks the cart row, so adds to one cart run one after another.
    await tx
      .update(projects)
      .set({ showroom_id: showroomId, updated_at: now })
      .where(eq(projects.id, cart.id));
    for (const [index, item] of items.entries()) {
      const [line] = await tx
        .insert(project_tans)
        .values({ project_id: cart.id, ...item, created_at: now, updated_at: now })
        .onConflictDoUpdate({
          target: [
            project_tans.project_id,
            project_tans.product_id,
            project_tans.size_id,
            project_tans.colour,
          ],
          set: { qty: sql`${project_tans.qty} + excluded.qty`, updated_at: now },
          setWhere: sql`${project_tans.qty} + excluded.qty <= ${MAX_CART_QTY}`,
        })
        .returning({ id: project_tans.id });
      // Throwing rolls back the items already added: a bulk add is all or nothing.
      if (!line) throw fieldErrors({ [fieldOf(index, 'qty')]: [CART_MESSAGES.qtyTooLarge] });
    }
    return { ...cart, showroom_id: showroomId };
  });
}
