import { MAX_ID } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { randomAlphanumeric, safeEqual, sha256Hex } from '../../lib/secrets.ts';
import { addMs, type Clock, DAY_MS, MINUTE_MS } from '../../providers/clock/clock.ts';
import { ai_tokens, ai_users } from './ai-accounts-schema.ts';

/** An AI token unused this long stops working, as the shop's (ACCESS_TOKEN_IDLE_DAYS). */
export const AI_TOKEN_IDLE_DAYS = 30;
const SECRET_LENGTH = 40;
const TOKEN_PATTERN = /^(\d{1,10})\|([A-Za-z0-9]{40})$/;

/** The AI user behind an `AuthorizationAI` token: what the guard and handlers need. */
export interface AiSessionUser {
  id: number;
  name: string;
  email: string;
  email_verified_at: Date | null;
}

/**
 * AI design's bearer tokens, `<id>|<40 characters>` like the shop's but in their own table: a shop
 * token is no AI token and the other way round. Not cached in the process (every call reads the row:
 * AI calls are few and each one is heavier than the read).
 */
export class AiTokens {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async issue(aiUserId: number, db: Database = this.db): Promise<string> {
    const secret = randomAlphanumeric(SECRET_LENGTH);
    const [row] = await db
      .insert(ai_tokens)
      .values({ ai_user_id: aiUserId, token_hash: sha256Hex(secret), created_at: this.clock.now() })
      .returning({ id: ai_tokens.id });
    return `${row!.id}|${secret}`;
  }

  /** The AI user of a token, or null when it is malformed, unknown or idle too long. */
  async resolve(token: string): Promise<AiSessionUser | null> {
    const match = TOKEN_PATTERN.exec(token);
    if (!match) return null;
    const id = Number(match[1]);
    if (id < 1 || id > MAX_ID) return null;
    const [row] = await this.db
      .select({
        token_hash: ai_tokens.token_hash,
        last_used_at: ai_tokens.last_used_at,
        created_at: ai_tokens.created_at,
        user: {
          id: ai_users.id,
          name: ai_users.name,
          email: ai_users.email,
          email_verified_at: ai_users.email_verified_at,
        },
      })
      .from(ai_tokens)
      .innerJoin(ai_users, eq(ai_users.id, ai_tokens.ai_user_id))
      .where(eq(ai_tokens.id, id))
      .limit(1);
    if (!row || !safeEqual(row.token_hash, sha256Hex(match[2]!))) return null;
    const now = this.clock.now();
    const lastUsed = row.last_used_at ?? row.created_at;
    if (addMs(lastUsed, AI_TOKEN_IDLE_DAYS * DAY_MS) <= now) {
      await this.db.delete(ai_tokens).where(eq(ai_tokens.id, id));
      return null;
    }
    if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= MINUTE_MS) {
      await this.db.update(ai_tokens).set({ last_used_at: now }).where(eq(ai_tokens.id, id));
    }
    return row.user;
  }
}
