import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { type CartCaller, type CartRow, cartColumns } from './cart.ts';
import { project_tans } from './project-tans-schema.ts';
import { projects } from './projects-schema.ts';

/**
 * The carts whose lines the caller may change: a signed-in user's own carts, and the unowned cart
 * their token names (a visitor's only proof). A line of any other cart is treated as no line at all.
 */
function callersCarts(db: Database, caller: CartCaller) {
  const owners: SQL[] = [];
  if (caller.userId !== null) owners.push(eq(projects.user_id, caller.userId));
  if (caller.token) {
    owners.push(and(isNull(projects.user_id), eq(projects.temp_project_id, caller.token))!);
  }
  return db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.is_cart, true), or(...owners)));
}

/** Marks the cart as used now (the sweep of idle visitor carts and "newest cart" both read it). */
async function touchCart(tx: Database, cartId: number, clock: Clock): Promise<CartRow> {
  const [cart] = await tx
    .update(projects)
    .set({ updated_at: clock.now() })
    .where(eq(projects.id, cartId))
    .returning(cartColumns);
  return cart!;
}

/**
 * `update_cart`: sets the quantity of line `lineId` when it is in one of the caller's carts. Null when
 * it is not (someone else's line, or none); the cart otherwise. The qty is not held to the stock:
 * checkout reserves stock and says which line is short (docs/decisions.md, "Cart API").
 */
export async function setLineQty(
  db: Database,
  caller: CartCaller,
  lineId: number,
  qty: number,
  clock: Clock,
): Promise<CartRow | null> {
  if (caller.userId === null && !caller.token) return null;
  return db.transaction(async (tx) => {
    const [line] = await tx
      .update(project_tans)
      .set({ qty, updated_at: clock.now() })
      .where(and(eq(project_tans.id, lineId), inArray(project_tans.project_id, callersCarts(tx, caller))))
      .returning({ cartId: project_tans.project_id });
    return line ? touchCart(tx, line.cartId, clock) : null;
  });
}

/**
 * `cart/destroy`: removes line `lineId` when it is in one of the caller's carts. Null when it is not;
 * the cart otherwise (it stays, empty, after its last line: its token and showroom stay with it).
 */
export async function removeLine(
  db: Database,
  caller: CartCaller,
  lineId: number,
  clock: Clock,
): Promise<CartRow | null> {
  if (caller.userId === null && !caller.token) return null;
  return db.transaction(async (tx) => {
    const [line] = await tx
      .delete(project_tans)
      .where(and(eq(project_tans.id, lineId), inArray(project_tans.project_id, callersCarts(tx, caller))))
      .returning({ cartId: project_tans.project_id });
    return line ? touchCart(tx, line.cartId, clock) : null;
  });
}
