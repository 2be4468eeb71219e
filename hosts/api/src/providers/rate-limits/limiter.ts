import { createHash } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addMs, type Clock } from '../clock/clock.ts';
import type { LimitPolicy } from './limit-policy.ts';
import { rate_limit_counters as counters } from './rate-limit-counters-schema.ts';

/** A counted hit; `release()` un-counts it (a sign-in that turned out right, a request refused elsewhere). */
export interface Reservation {
  release(): Promise<void>;
}

export type TakeResult =
  | { readonly allowed: true; readonly reservation: Reservation }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Timestamps are bound as text and cast: postgres-js rejects a Date bound to an untyped expression. */
const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

/** The hashed row key: no e-mail or address is stored, and every key has the same short length. */
const rowKey = (name: string, subject: string) =>
  createHash('sha256').update(`${name}\n${subject}`).digest('base64url');

/**
 * One named limit over the shared `rate_limit_counters` table. `take` counts a hit and decides in one
 * upsert: the row is locked while it is updated, so concurrent hits from any process are counted
 * exactly and no more than the limit get through.
 */
export class Limiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly name: string,
    readonly policy: LimitPolicy,
  ) {}

  /** Counts a hit unless the key is blocked; a refused hit counts nothing. */
  async take(subject: string): Promise<TakeResult> {
    const key = rowKey(this.name, subject);
    const now = this.clock.now();
    const { policy } = this;
    const renewAt = addMs(now, policy.kind === 'window' ? policy.windowMs : policy.forgetMs);
    const expired = sql`${counters.expires_at} <= ${at(now)}`;
    // In ON CONFLICT DO UPDATE every expression reads the row as it was, so these compose.
    const hits = sql`case when ${expired} then 1 else ${counters.hits} + 1 end`;
    const expiresAt =
      policy.kind === 'window'
        ? sql`case when ${expired} then ${at(renewAt)} else ${counters.expires_at} end`
        : at(renewAt);
    const [row] = await this.db
      .insert(counters)
      .values({
        key,
        hits: 1,
        blocked_until: this.blockedUntil(now, sql`1`, at(renewAt)),
        expires_at: renewAt,
      })
      .onConflictDoUpdate({
        target: counters.key,
        set: { hits, blocked_until: this.blockedUntil(now, hits, expiresAt), expires_at: expiresAt },
        setWhere: sql`${expired} or ${counters.blocked_until} is null or ${counters.blocked_until} <= ${at(now)}`,
      })
      .returning({ blockedUntil: counters.blocked_until });
    if (row) return { allowed: true, reservation: this.reservation(key, row.blockedUntil) };
    return { allowed: false, retryAfterSeconds: await this.retryAfterSeconds(key, now) };
  }

  /** Forgets every hit of the key (a successful sign-in clears its failures). */
  async clear(subject: string): Promise<void> {
    await this.db.delete(counters).where(eq(counters.key, rowKey(this.name, subject)));
  }

  /** When the key is blocked after `hits` hits: null below the limit. */
  private blockedUntil(now: Date, hits: SQL, expiresAt: SQL): SQL {
    const { policy } = this;
    if (policy.kind === 'window') return sql`case when (${hits}) >= ${policy.max}::int then ${expiresAt} end`;
    // Doubling per hit past the limit, capped (the exponent too, so power() cannot overflow).
    const delayMs = sql`least(${policy.maxBlockMs}::float8, ${policy.firstBlockMs}::float8 * power(2, least((${hits}) - ${policy.max}::int, 40)))`;
    return sql`case when (${hits}) >= ${policy.max}::int then ${at(now)} + ${delayMs} * interval '1 millisecond' end`;
  }

  /**
   * Un-counts one hit. When that hit set the block, and the block is still its own, lifting it restores
   * the state before the hit: no other hit can have been counted while the key was blocked.
   */
  private reservation(key: string, blockedUntil: Date | null): Reservation {
    return {
      release: async () => {
        await this.db
          .update(counters)
          .set({
            hits: sql`greatest(${counters.hits} - 1, 0)`,
            ...(blockedUntil && {
              blocked_until: sql`case when ${counters.blocked_until} = ${at(blockedUntil)} then null else ${counters.blocked_until} end`,
            }),
          })
          .where(eq(counters.key, key));
      },
    };
  }

  private async retryAfterSeconds(key: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ blockedUntil: counters.blocked_until })
      .from(counters)
      .where(eq(counters.key, key));
    const until = row?.blockedUntil?.getTime() ?? now.getTime();
    return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  }
}
