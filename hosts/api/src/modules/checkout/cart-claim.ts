import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { and, eq, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { addMs, type Clock } from '../../providers/clock/clock.ts';
import { checkout_claims } from './checkout-claims-schema.ts';
import { ABANDONED_CLAIM_MS } from './idempotency.ts';

/** How long a checkout waits for another attempt on the same cart before being told to retry. */
const WAIT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The order an earlier attempt of `holdKey` wrote, if any: a retry answers it (issue #21). */
export async function orderOfAttempt(db: Database, holdKey: string): Promise<number | null> {
  const [row] = await db
    .select({ orderId: checkout_claims.order_id })
    .from(checkout_claims)
    .where(and(eq(checkout_claims.hold_key, holdKey), isNotNull(checkout_claims.order_id)));
  return row?.orderId ?? null;
}

/**
 * Claims `cartId` for the attempt `holdKey`: at most one open claim
 * per cart (a unique index), so two tabs or devices never buy one cart twice (issue #21). The same key claims
 * again freely (a retry); another key's open claim is waited for (polling, so it works across API
 * processes) and taken over once older than ABANDONED_CLAIM_MS (its process died). Past WAIT_MS: 409.
 */
export async function claimCart(db: Database, clock: Clock, holdKey: string, cartId: number): Promise<void> {
  const started = performance.now();
  for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
    const now = clock.now();
    // A claim of this key on another cart (the newest cart changed between attempts) is let go.
    await db
      .delete(checkout_claims)
      .where(
        and(
          eq(checkout_claims.hold_key, holdKey),
          ne(checkout_claims.cart_id, cartId),
          isNull(checkout_claims.order_id),
        ),
      );
    const [claimed] = await db
      .insert(checkout_claims)
      .values({ hold_key: holdKey, cart_id: cartId, claimed_at: now })
      .onConflictDoNothing()
      .returning({ key: checkout_claims.hold_key });
    if (claimed) return;
    const [own] = await db
      .update(checkout_claims)
      .set({ claimed_at: now })
      .where(
        and(
          eq(checkout_claims.hold_key, holdKey),
          eq(checkout_claims.cart_id, cartId),
          isNull(checkout_claims.order_id),
        ),
      )
      .returning({ key: checkout_claims.hold_key });
    if (own) return;
    // Another attempt's open claim: a dead one is dropped (its holds and authorization go to the settler).
    await db
      .delete(checkout_claims)
      .where(
        and(
          eq(checkout_claims.cart_id, cartId),
          isNull(checkout_claims.order_id),
          lt(checkout_claims.claimed_at, addMs(now, -ABANDONED_CLAIM_MS)),
        ),
      );
    if (performance.now() - started > WAIT_MS) {
      throw new HttpError(409, { message: ORDER_MESSAGES.cartInCheckout }, { 'Retry-After': '1' });
    }
    await sleep(delay);
  }
}

/** Lets the cart go after an attempt that wrote no order (a refusal or a failure). */
export async function releaseCartClaim(db: Database, holdKey: string): Promise<void> {
  await db
    .delete(checkout_claims)
    .where(and(eq(checkout_claims.hold_key, holdKey), isNull(checkout_claims.order_id)));
}
