import type { CartMerge } from '@showroom/contract/cart';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { users } from '../identity/users-schema.ts';
import { projects } from './projects-schema.ts';
import { mergeVisitorCart } from './visitor-cart-merge.ts';

/**
 * Whose cart a call is about: a signed-in user (userId) and/or the browser's cart token (`cart_id`,
 * the cart's temp_project_id). A visitor's cart has no owner; the token is its only proof.
 */
export interface CartCaller {
  userId: number | null;
  token: string | undefined;
}

export const cartColumns = {
  id: projects.id,
  temp_project_id: projects.temp_project_id,
  is_cart: projects.is_cart,
  showroom_id: projects.showroom_id,
  user_id: projects.user_id,
};
export type CartRow = { [K in keyof typeof cartColumns]: (typeof projects.$inferSelect)[K] };
/** The caller's cart, and what merging a visitor cart into it did when this call merged (decision 0076). */
export type CallerCart = CartRow & { merged?: CartMerge };

/**
 * The project a token names. `lock` (a visitor adding, inside the add's transaction): the row is held
 * until the add commits, so a sign-in merging this cart at that moment waits and takes the new line
 * along, or has already deleted it and the add makes a new cart (never a line on a deleted cart).
 */
async function projectByToken(db: Database, token: string, lock = false): Promise<CartRow | undefined> {
  const query = db.select(cartColumns).from(projects).where(eq(projects.temp_project_id, token));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The user's carts, most recently used first (a claim or a change makes a cart the newest). */
const ownCarts = (userId: number) => and(eq(projects.user_id, userId), eq(projects.is_cart, true));
const newestFirst = [desc(projects.updated_at), desc(projects.id)];

/** The id of the user's newest cart, as a subquery (GET cart finds it with its lines in one query). */
export function newestCartIdOf(db: Database, userId: number) {
  return db
    .select({ id: projects.id })
    .from(projects)
    .where(ownCarts(userId))
    .orderBy(...newestFirst)
    .limit(1);
}

export async function newestCartOf(db: Database, userId: number): Promise<CartRow | undefined> {
  const [row] = await db
    .select(cartColumns)
    .from(projects)
    .where(ownCarts(userId))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

type TokenCart = { cart: CallerCart } | { cart: null; foreign: boolean };

/** Locks the user's row: a user's cart is found or made, claimed or merged one call at a time. */
export async function lockUser(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * A signed-in user's call names the unowned visitor cart `visitorId` (decision 0076). Without a cart
 * of their own the user claims it (a visitor who signs in keeps the cart they built); with one, its
 * lines merge into their newest cart and it is deleted. The user row, then the visitor cart row, are
 * locked first: two tabs or processes signing in with one visitor cart merge it once, the later one
 * finding it gone (null). Its own transaction (a savepoint inside a caller's).
 */
export function adoptVisitorCart(
  db: Database,
  userId: number,
  visitorId: number,
  clock: Clock,
): Promise<CallerCart | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [visitor] = await tx
      .select(cartColumns)
      .from(projects)
      .where(and(eq(projects.id, visitorId), isNull(projects.user_id), eq(projects.is_cart, true)))
      .for('update');
    if (!visitor) return null;
    const own = await newestCartOf(tx, userId);
    if (!own) {
      const [claimed] = await tx
        .update(projects)
        .set({ user_id: userId, updated_at: clock.now() })
        .where(eq(projects.id, visitor.id))
        .returning(cartColumns);
      return claimed!;
    }
    const merged = await mergeVisitorCart(tx, visitor, own.id, clock);
    const cart: CartRow = { ...own, showroom_id: visitor.showroom_id ?? own.showroom_id };
    return merged ? { ...cart, merged } : cart;
  });
}

/**
 * The cart a token names, if it is the caller's: a visitor's only while unowned; a signed-in user's
 * when they own it, or adopted when unowned (claimed, or merged into their own cart).
 * `foreign`: the token is to be ignored: it names a project that is not the caller's (another user's
 * cart, or no cart), or a visitor cart a concurrent call has just adopted.
 */
async function tokenCart(
  db: Database,
  caller: CartCaller,
  token: string,
  clock: Clock,
  lock = false,
): Promise<TokenCart> {
  const cart = await projectByToken(db, token, lock);
  if (!cart) return { cart: null, foreign: false };
  if (!cart.is_cart) return { cart: null, foreign: true };
  if (cart.user_id === caller.userId) return { cart };
  if (cart.user_id !== null || caller.userId === null) return { cart: null, foreign: true };
  const adopted = await adoptVisitorCart(db, caller.userId, cart.id, clock);
  return adopted ? { cart: adopted } : { cart: null, foreign: true };
}

/**
 * `GET /api/projectCart`: a visitor's cart is the unowned one their token names (null for someone
 * else's: never revealed); a signed-in user's is the one their token names (claimed when unowned),
 * else their newest. A signed-in user's token naming someone else's cart is ignored. A token naming an
 * unowned cart when the user has one merges it (decision 0076).
 */
export async function findCallerCart(
  db: Database,
  caller: CartCaller,
  clock: Clock,
): Promise<CallerCart | null> {
  if (caller.token) {
    const found = await tokenCart(db, caller, caller.token, clock);
    if (found.cart) return found.cart;
  }
  if (caller.userId === null) return null;
  return (await newestCartOf(db, caller.userId)) ?? null;
}

/**
 * The cart `sync_to_cart` adds to, created in `showroomId` when the caller has none (with the token as
 * its temp_project_id). Null when a visitor's token names someone else's cart; a signed-in user's
 * token naming someone else's cart is ignored (their own cart is used). Call inside a transaction:
 * a signed-in user's row is locked so two first adds cannot make two carts; for visitors the unique
 * temp_project_id does that.
 */
export async function cartForAdding(
  tx: Database,
  caller: CartCaller,
  showroomId: number,
  clock: Clock,
): Promise<CallerCart | null> {
  if (caller.userId !== null) await lockUser(tx, caller.userId);
  // Two rounds at most: a visitor's insert that loses a race for its token reads the winner's cart.
  let token = caller.token;
  for (let round = 0; round < 2; round += 1) {
    if (token) {
      const found = await tokenCart(tx, caller, token, clock, caller.userId === null);
      if (found.cart) return found.cart;
      if (found.foreign) {
        if (caller.userId === null) return null;
        token = undefined;
      }
    }
    if (caller.userId !== null) {
      const newest = await newestCartOf(tx, caller.userId);
      if (newest) return newest;
    }
    const now = clock.now();
    const [created] = await tx
      .insert(projects)
      .values({
        user_id: caller.userId,
        showroom_id: showroomId,
        temp_project_id: token ?? null,
        is_cart: true,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing()
      .returning(cartColumns);
    if (created) return created;
  }
  throw new Error('The cart could not be created.');
}
