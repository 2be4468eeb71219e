import { randomBytes } from 'node:crypto';
import { SESSION_HANDOFF } from '@showroom/contract/account';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sha256Hex } from '../../lib/secrets.ts';
import { addMs, type Clock, HOUR_MS, MINUTE_MS } from '../../providers/clock/clock.ts';
import { type OneTimeTokenPurpose, one_time_tokens } from './one-time-tokens-schema.ts';

/** How long a token works: a mailed link for hours, a session hand-off only for the redirect. */
export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = {
  verify_email: 24 * HOUR_MS,
  reset_password: 60 * MINUTE_MS,
  session_handoff: SESSION_HANDOFF.ttlSeconds * 1000,
};

/**
 * Tokens behind mailed links (e-mail verification, password reset): 256 random bits, base64url, stored
 * as SHA-256, single-use and expiring. Issuing one drops the user's earlier unused ones of the same
 * purpose, so only the newest link works.
 */
export class OneTimeTokens {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async issue(userId: number, purpose: OneTimeTokenPurpose, db: Database = this.db): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await db
      .delete(one_time_tokens)
      .where(
        and(
          eq(one_time_tokens.user_id, userId),
          eq(one_time_tokens.purpose, purpose),
          isNull(one_time_tokens.used_at),
        ),
      );
    await db.insert(one_time_tokens).values({
      user_id: userId,
      purpose,
      token_hash: sha256Hex(token),
      expires_at: addMs(now, ONE_TIME_TOKEN_TTL_MS[purpose]),
      created_at: now,
    });
    return token;
  }

  /**
   * Marks the token used and returns its user id, or null when it is unknown, used, expired, of
   * another purpose or (when `userId` is given) another user's. One UPDATE, so two concurrent uses
   * cannot both succeed.
   */
  async consume(
    token: string,
    purpose: OneTimeTokenPurpose,
    userId?: number,
    db: Database = this.db,
  ): Promise<number | null> {
    const now = this.clock.now();
    const conditions = [
      eq(one_time_tokens.token_hash, sha256Hex(token)),
      eq(one_time_tokens.purpose, purpose),
      isNull(one_time_tokens.used_at),
      gt(one_time_tokens.expires_at, now),
    ];
    if (userId !== undefined) conditions.push(eq(one_time_tokens.user_id, userId));
    const [row] = await db
      .update(one_time_tokens)
      .set({ used_at: now })
      .where(and(...conditions))
      .returning({ user_id: one_time_tokens.user_id });
    return row?.user_id ?? null;
  }
}
