import { CART_MESSAGES, MAX_CART_QTY } from '@showroom/contract/cart';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { product_sizes, products, project_tans, projects } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { type CategoryLookup, carriesCategory } from '../catalog/category-index.ts';
import type { ShowroomContext } from '../catalog/showroom-context.ts';
import { type CartCaller, type CartRow, cartForAdding } from './cart.ts';

export interface CartItem {
  product_id: number;
  size_id: number | null;
  colour: string | null;
  qty: number;
}

/**
 * 422 on `product_id` for an unknown product or one the showroom does not carry, on `colour` for a colour the product is not made in, on
 * `size_id` for a size that is not that product's.
 */
export async function checkCartItem(
  db: Database,
  categories: CategoryLookup,
  showroom: ShowroomContext,
  item: CartItem,
): Promise<void> {
  const [product] = await db
    .select({ id: products.id, colours: products.colours, category_id: products.category_id })
    .from(products)
    .where(eq(products.id, item.product_id));
  if (!product || !carriesCategory(await categories.load(), product.category_id, showroom.topCategoryIds)) {
    throw fieldError('product_id', CART_MESSAGES.productIdInvalid);
  }
  if (item.colour !== null && !product.colours.some((colour) => colour.name === item.colour)) {
    throw fieldError('colour', CART_MESSAGES.colourInvalid);
  }
  if (item.size_id === null) return;
  const [size] = await db
    .select({ id: product_sizes.id })
    .from(product_sizes)
    .where(and(eq(product_sizes.id, item.size_id), eq(product_sizes.product_id, item.product_id)));
  if (!size) throw fieldError('size_id', CART_MESSAGES.sizeIdInvalid);
}

/** "" and blanks are no colour, so they share the no-colour line. */
export function normaliseColour(colour: string | null | undefined): string | null {
  const trimmed = colour?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Adds `qty` of an item to the caller's cart in one transaction: finds or creates the cart, moves it
 * to `showroomId` (prices are computed at read time, so it is simply repriced), and sums qty into the
 * line of the same product, size and colour with one upsert, so concurrent adds never make two lines
 * or lose a qty. 404 when a visitor's token names someone else's cart; 422 on `qty` past MAX_CART_QTY.
 */
export async function addToCart(
  db: Database,
  caller: CartCaller,
  showroomId: number,
  item: CartItem,
  clock: Clock,
): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const cart = await cartForAdding(tx, caller, showroomId, clock);
    if (!cart) throw new HttpError(404, { message: CART_MESSAGES.notFound });
    const now = clock.now();
    // Also locks the cart row, so adds to one cart run one after another.
    await tx
      .update(projects)
      .set({ showroom_id: showroomId, updated_at: now })
      .where(eq(projects.id, cart.id));
    const [line] = await tx
      .insert(project_tans)
      .values({ project_id: cart.id, ...item, created_at: now, updated_at: now })
      .onConflictDoUpdate({
        target: [project_tans.project_id, project_tans.product_id, project_tans.size_id, project_tans.colour],
        set: { qty: sql`${project_tans.qty} + excluded.qty`, updated_at: now },
        setWhere: sql`${project_tans.qty} + excluded.qty <= ${MAX_CART_QTY}`,
      })
      .returning({ id: project_tans.id });
    if (!line) throw fieldError('qty', CART_MESSAGES.qtyTooLarge);
    return { ...cart, showroom_id: showroomId };
  });
}
