import { randomBytes } from 'node:crypto';
import { CART_HANDOFF } from '@showroom/contract/cart';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sha256Hex } from '../../lib/secrets.ts';
import { addMs, type Clock } from '../../providers/clock/clock.ts';
import { cart_handoffs } from './cart-handoffs-schema.ts';
import { projects } from './projects-schema.ts';

/** Only a visitor's cart travels this way: a signed-in user's cart follows their session hand-off. */
const unownedCart = (id: number) =>
  and(eq(projects.id, id), eq(projects.is_cart, true), isNull(projects.user_id));

/**
 * A one-time code for the unowned cart `token` names (decision 0076): 256 random bits, base64url,
 * stored hashed, working once and for CART_HANDOFF.ttlSeconds. Null when the token names no visitor
 * cart (none, or someone's own: a token is a visitor's only proof, and it proves nothing then).
 * Asking again replaces the cart's unused code.
 */
export async function issueCartHandoff(db: Database, token: string, clock: Clock): Promise<string | null> {
  const [cart] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.temp_project_id, token), eq(projects.is_cart, true), isNull(projects.user_id)));
  if (!cart) return null;
  const code = randomBytes(32).toString('base64url');
  const now = clock.now();
  // Only the newest code of a cart works: at most one row per cart, however often it is asked.
  await db
    .delete(cart_handoffs)
    .where(and(eq(cart_handoffs.cart_id, cart.id), isNull(cart_handoffs.used_at)));
  await db.insert(cart_handoffs).values({
    cart_id: cart.id,
    code_hash: sha256Hex(code),
    expires_at: addMs(now, CART_HANDOFF.ttlSeconds * 1000),
    created_at: now,
  });
  return code;
}

/**
 * The token of the cart `code` names, once: the code is marked used in one UPDATE (two redeems cannot
 * both win). Null for an unknown, used or expired code, or a cart that has since found an owner.
 */
export async function redeemCartHandoff(db: Database, code: string, clock: Clock): Promise<string | null> {
  const now = clock.now();
  const [used] = await db
    .update(cart_handoffs)
    .set({ used_at: now })
    .where(
      and(
        eq(cart_handoffs.code_hash, sha256Hex(code)),
        isNull(cart_handoffs.used_at),
        gt(cart_handoffs.expires_at, now),
      ),
    )
    .returning({ cartId: cart_handoffs.cart_id });
  if (!used) return null;
  const [cart] = await db
    .select({ token: projects.temp_project_id })
    .from(projects)
    .where(unownedCart(used.cartId));
  return cart?.token ?? null;
}
