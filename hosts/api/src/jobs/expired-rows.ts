import { LIVE_EVENTS } from '@showroom/contract/live';
import { and, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cart_handoffs } from '../modules/carts/cart-handoffs-schema.ts';
import { projects } from '../modules/carts/projects-schema.ts';
import { checkout_claims } from '../modules/checkout/checkout-claims-schema.ts';
import { personal_access_tokens } from '../modules/identity/access-tokens-schema.ts';
import { admin_otp_codes } from '../modules/identity/admin-otp-codes-schema.ts';
import { ACCESS_TOKEN_IDLE_DAYS } from '../modules/identity/index.ts';
import { one_time_tokens } from '../modules/identity/one-time-tokens-schema.ts';
import { idempotency_keys } from '../modules/payments/payments-schema.ts';
import { addMs, type Clock, DAY_MS, HOUR_MS } from '../providers/clock/clock.ts';
import { live_events, live_streams } from '../providers/live-events/live-events-schema.ts';
import { rate_limit_counters } from '../providers/rate-limits/rate-limit-counters-schema.ts';

/** A visitor's cart nobody touched for this long is dropped (its token lives only in one browser). */
export const ABANDONED_VISITOR_CART_DAYS = 90;
/** An answered Idempotency-Key is kept this long for retries (a processor keeps its keys about a day). */
export const IDEMPOTENCY_KEY_DAYS = 7;
/**
 * A key answered with a refusal (4xx: empty cart, declined card, short stock) only serves a retry of
 * that one submit, and is what a flood of new keys leaves behind: kept a day (issue #21).
 */
export const REFUSED_IDEMPOTENCY_KEY_DAYS = 1;
/** How often the running server sweeps. */
export const SWEEP_INTERVAL_MS = 6 * HOUR_MS;

export interface SweepCounts {
  oneTimeTokens: number;
  adminOtpCodes: number;
  accessTokens: number;
  visitorCarts: number;
  rateLimitCounters: number;
  idempotencyKeys: number;
  checkoutClaims: number;
  cartHandoffs: number;
  liveEvents: number;
  liveStreams: number;
}

/**
 * Deletes rows that can never be used again: expired or used mail tokens and admin codes, bearer
 * tokens idle past their lifetime (they are refused already), abandoned visitor carts and rate-limit
 * counters whose hits are forgotten (a block never outlives its row), answered Idempotency-Keys past
 * their retry days (fewer for a refusal), used or expired cart hand-off codes, checkouts' cart claims as old (a retry of their key has no
 * answer left to find either), live events past their kept days (a client gone longer refetches
 * anyway) and the presence rows of streams whose process died. Keeps the
 * tables small and leaves no stale secrets (even hashed) behind.
 */
export async function deleteExpiredRows(db: Database, clock: Clock): Promise<SweepCounts> {
  const now = clock.now();
  const idleSince = addMs(now, -ACCESS_TOKEN_IDLE_DAYS * DAY_MS);
  const abandonedSince = addMs(now, -ABANDONED_VISITOR_CART_DAYS * DAY_MS);
  const [oneTime, otp, access, carts, counters, keys, claims, handoffs, events, streams] = [
    await db
      .delete(one_time_tokens)
      .where(or(lt(one_time_tokens.expires_at, now), isNotNull(one_time_tokens.used_at)))
      .returning({ id: one_time_tokens.id }),
    await db
      .delete(admin_otp_codes)
      .where(or(lt(admin_otp_codes.expires_at, now), isNotNull(admin_otp_codes.consumed_at)))
      .returning({ id: admin_otp_codes.id }),
    await db
      .delete(personal_access_tokens)
      // Compared column by column (not through coalesce) so the driver maps the Date by the
      // column's type: postgres-js rejects a Date bound to an untyped SQL expression.
      .where(
        or(
          lt(personal_access_tokens.last_used_at, idleSince),
          and(isNull(personal_access_tokens.last_used_at), lt(personal_access_tokens.created_at, idleSince)),
        ),
      )
      .returning({ id: personal_access_tokens.id }),
    await db
      .delete(projects)
      .where(
        and(eq(projects.is_cart, true), isNull(projects.user_id), lt(projects.updated_at, abandonedSince)),
      )
      .returning({ id: projects.id }),
    await db
      .delete(rate_limit_counters)
      .where(lt(rate_limit_counters.expires_at, now))
      .returning({ key: rate_limit_counters.key }),
    await db
      .delete(idempotency_keys)
      .where(
        and(
          isNotNull(idempotency_keys.response_status),
          or(
            lt(idempotency_keys.created_at, addMs(now, -IDEMPOTENCY_KEY_DAYS * DAY_MS)),
            and(
              gte(idempotency_keys.response_status, 400),
              lt(idempotency_keys.created_at, addMs(now, -REFUSED_IDEMPOTENCY_KEY_DAYS * DAY_MS)),
            ),
          ),
        ),
      )
      .returning({ key: idempotency_keys.key }),
    await db
      .delete(checkout_claims)
      .where(lt(checkout_claims.claimed_at, addMs(now, -IDEMPOTENCY_KEY_DAYS * DAY_MS)))
      .returning({ key: checkout_claims.hold_key }),
    await db
      .delete(cart_handoffs)
      .where(or(lt(cart_handoffs.expires_at, now), isNotNull(cart_handoffs.used_at)))
      .returning({ id: cart_handoffs.id }),
    await db
      .delete(live_events)
      .where(lt(live_events.created_at, addMs(now, -LIVE_EVENTS.keptDays * DAY_MS)))
      .returning({ id: live_events.id }),
    await db
      .delete(live_streams)
      .where(lt(live_streams.seen_at, addMs(now, -LIVE_EVENTS.presenceStaleMs)))
      .returning({ id: live_streams.id }),
  ];
  return {
    oneTimeTokens: oneTime.length,
    adminOtpCodes: otp.length,
    accessTokens: access.length,
    visitorCarts: carts.length,
    rateLimitCounters: counters.length,
    idempotencyKeys: keys.length,
    checkoutClaims: claims.length,
    cartHandoffs: handoffs.length,
    liveEvents: events.length,
    liveStreams: streams.length,
  };
}

/**
 * Sweeps now and every SWEEP_INTERVAL_MS until the returned stop is called. A failed sweep is logged
 * and tried again next time; the timer never keeps the process alive.
 */
export function startExpiredRowsSweeper(
  { db, clock }: { db: Database; clock: Clock },
  log: { info(object: object, message: string): void; error(object: object, message: string): void },
): () => void {
  const sweep = () =>
    deleteExpiredRows(db, clock).then(
      (counts) => {
        if (Object.values(counts).some((count) => count > 0)) log.info(counts, 'expired rows deleted');
      },
      (error: unknown) => log.error({ err: error }, 'expired-row sweep failed'),
    );
  void sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
