import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { sha256Hex } from '../../lib/secrets.ts';
import { addMs, type Clock, MINUTE_MS } from '../../providers/clock/clock.ts';
import { idempotency_keys } from '../payments/payments-schema.ts';

/** A stored answer: replayed as is for the same key and body. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type Claim = { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer };

/** How long a duplicate waits for the first request's answer before being told to retry. */
const WAIT_MS = 15_000;
/** A claim left unanswered this long belongs to a request that died (process gone): it may be taken over. */
export const ABANDONED_CLAIM_MS = 2 * MINUTE_MS;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON with keys sorted at every level, so two bodies that mean the same hash the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonicalJson(each)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash of a request as the server read it (unknown fields were dropped by the contract schema). */
export const requestHash = (parsed: unknown): string => sha256Hex(canonicalJson(parsed));

/**
 * Takes `key` for this request, or answers what the first request with it answered. A duplicate
 * that arrives while the first runs waits for its answer (polling the row, so it works across API
 * processes); past WAIT_MS it gets a 409 to retry. The same key with another body or call: 422.
 */
export async function claimIdempotencyKey(
  db: Database,
  clock: Clock,
  claim: { userId: number; key: string; scope: string; hash: string },
): Promise<Claim> {
  const started = performance.now();
  for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
    const [taken] = await db
      .insert(idempotency_keys)
      .values({
        user_id: claim.userId,
        key: claim.key,
        scope: claim.scope,
        request_hash: claim.hash,
        created_at: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ key: idempotency_keys.key });
    if (taken) return { kind: 'claimed' };
    const [row] = await db
      .select()
      .from(idempotency_keys)
      .where(and(eq(idempotency_keys.user_id, claim.userId), eq(idempotency_keys.key, claim.key)));
    if (row) {
      if (row.scope !== claim.scope || row.request_hash !== claim.hash) {
        throw fieldError('idempotency_key', ORDER_MESSAGES.idempotencyKeyReused);
      }
      if (row.response_status !== null) {
        return { kind: 'replay', answer: { status: row.response_status, body: row.response_body } };
      }
      if (await takeOverAbandoned(db, clock, claim, row.created_at)) return { kind: 'claimed' };
    }
    if (performance.now() - started > WAIT_MS) {
      throw new HttpError(409, { message: ORDER_MESSAGES.idempotencyKeyInProgress }, { 'Retry-After': '1' });
    }
    await sleep(delay);
  }
}

async function takeOverAbandoned(
  db: Database,
  clock: Clock,
  claim: { userId: number; key: string },
  claimedAt: Date,
): Promise<boolean> {
  const now = clock.now();
  if (claimedAt > addMs(now, -ABANDONED_CLAIM_MS)) return false;
  const taken = await db
    .update(idempotency_keys)
    .set({ created_at: now })
    .where(
      and(
        eq(idempotency_keys.user_id, claim.userId),
        eq(idempotency_keys.key, claim.key),
        isNull(idempotency_keys.response_status),
        lt(idempotency_keys.created_at, addMs(now, -ABANDONED_CLAIM_MS)),
      ),
    )
    .returning({ key: idempotency_keys.key });
  return taken.length > 0;
}

/** Keeps the answer for replays. */
export async function storeIdempotentAnswer(
  db: Database,
  claim: { userId: number; key: string },
  answer: StoredAnswer,
): Promise<void> {
  await db
    .update(idempotency_keys)
    .set({ response_status: answer.status, response_body: answer.body })
    .where(and(eq(idempotency_keys.user_id, claim.userId), eq(idempotency_keys.key, claim.key)));
}

/** Gives the key back after an unexpected failure, so a retry runs the request again. */
export async function releaseIdempotencyKey(
  db: Database,
  claim: { userId: number; key: string },
): Promise<void> {
  await db
    .delete(idempotency_keys)
    .where(
      and(
        eq(idempotency_keys.user_id, claim.userId),
        eq(idempotency_keys.key, claim.key),
        isNull(idempotency_keys.response_status),
      ),
    );
}
