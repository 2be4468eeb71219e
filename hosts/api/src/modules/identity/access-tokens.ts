import { MAX_ID, PROCEEDING_STATUSES } from '@showroom/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { randomAlphanumeric, safeEqual, sha256Hex } from '../../lib/secrets.ts';
import { TaggedCache } from '../../lib/tagged-cache.ts';
import type { ChangeNotices } from '../../providers/change-notices/change-notices.ts';
import { addMs, type Clock, DAY_MS, MINUTE_MS } from '../../providers/clock/clock.ts';
import { personal_access_tokens } from './access-tokens-schema.ts';
import { type UserStatus, users } from './users-schema.ts';

/** A token unused for this long stops working (the client then signs in again). */
export const ACCESS_TOKEN_IDLE_DAYS = 30;
/** `last_used_at` is written at most this often, so reads do not each cost a write. */
const LAST_USED_RESOLUTION_MS = MINUTE_MS;
const SECRET_LENGTH = 40;
const TOKEN_PATTERN = /^(\d{1,10})\|([A-Za-z0-9]{40})$/;
/**
 * How long a resolved session answers without the database. Any change to the user, their tokens
 * or their OTP step drops it at once (change notices); the bound covers a notice lost to a dropped
 * connection. Under the `last_used_at` resolution, so an active session still records its use.
 */
const SESSION_CACHE_MS = 30_000;
const SESSION_CACHE_ENTRIES = 20_000;

/** The user behind a bearer token: what guards and handlers need without another query. */
export interface SessionUser {
  id: number;
  type: typeof users.$inferSelect.type;
  status: UserStatus;
  email: string;
  first_name: string;
  email_verified_at: Date | null;
}

export interface Session {
  tokenId: number;
  user: SessionUser;
  /** This token's session passed the Admin OTP step (admin routes need it). */
  otpVerified: boolean;
}

/** Personal access tokens `<id>|<40 characters>`; only a SHA-256 of the secret part is stored. */
export class AccessTokens {
  /** Sessions by the SHA-256 of their bearer token (the token itself is never kept), tagged by user. */
  private readonly sessions: TaggedCache<string, Session | null> | null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    notices?: ChangeNotices,
  ) {
    this.sessions = notices?.cachesAllowed
      ? new TaggedCache({
          maxEntries: SESSION_CACHE_ENTRIES,
          freshMs: SESSION_CACHE_MS,
          now: () => clock.now().getTime(),
        })
      : null;
    const sessions = this.sessions;
    if (sessions) notices?.onUserChanged((userId) => sessions.dropTag(userId));
  }

  /** Creates a token for `userId` (inside the caller's transaction when `db` is given) and returns it in full, once. */
  async issue(userId: number, name: string, db: Database = this.db): Promise<string> {
    const secret = randomAlphanumeric(SECRET_LENGTH);
    const [row] = await db
      .insert(personal_access_tokens)
      .values({ user_id: userId, name, token_hash: sha256Hex(secret), created_at: this.clock.now() })
      .returning({ id: personal_access_tokens.id });
    return `${row!.id}|${secret}`;
  }

  /** The session of a bearer token, or null when it is malformed, unknown, revoked or idle too long. */
  resolve(token: string): Promise<Session | null> {
    if (!this.sessions || !TOKEN_PATTERN.test(token)) return this.lookUp(token);
    // Only sessions are kept: caching misses would let random tokens fill the cache.
    return this.sessions.getOrLoad(
      sha256Hex(token),
      () => this.lookUp(token),
      (session) => session?.user.id,
    );
  }

  private async lookUp(token: string): Promise<Session | null> {
    const match = TOKEN_PATTERN.exec(token);
    if (!match) return null;
    const id = Number(match[1]);
    // Ten digits reach past the integer column: such an id is unknown, not a database error.
    if (id < 1 || id > MAX_ID) return null;
    const [row] = await this.db
      .select({
        token_hash: personal_access_tokens.token_hash,
        last_used_at: personal_access_tokens.last_used_at,
        created_at: personal_access_tokens.created_at,
        otp_verified_at: personal_access_tokens.otp_verified_at,
        user: {
          id: users.id,
          type: users.type,
          status: users.status,
          email: users.email,
          first_name: users.first_name,
          email_verified_at: users.email_verified_at,
        },
      })
      .from(personal_access_tokens)
      .innerJoin(users, eq(users.id, personal_access_tokens.user_id))
      .where(eq(personal_access_tokens.id, id))
      .limit(1);
    // Hash and compare even when unknown would add nothing: the id is not secret, the hash is.
    if (!row || !safeEqual(row.token_hash, sha256Hex(match[2]!))) return null;

    const now = this.clock.now();
    const lastUsed = row.last_used_at ?? row.created_at;
    if (addMs(lastUsed, ACCESS_TOKEN_IDLE_DAYS * DAY_MS) <= now) {
      await this.revoke(id);
      return null;
    }
    if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USED_RESOLUTION_MS) {
      await this.db
        .update(personal_access_tokens)
        .set({ last_used_at: now })
        .where(eq(personal_access_tokens.id, id));
    }
    return { tokenId: id, user: row.user, otpVerified: row.otp_verified_at !== null };
  }

  /**
   * Drops this process's cached sessions of `userId` at once. Other processes hear of the change from
   * the database's notice; this one must not wait for it (PostgreSQL delivers it asynchronously).
   */
  forgetSessionsOf(userId: number): void {
    this.sessions?.dropTag(userId);
  }

  /**
   * Which of `tokenIds` still sign `userId` in: not revoked, and the account may proceed (a
   * deactivation deletes the tokens too; the status is checked as well, for any other way out).
   */
  async stillSignedIn(userId: number, tokenIds: readonly number[]): Promise<ReadonlySet<number>> {
    if (tokenIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: personal_access_tokens.id })
      .from(personal_access_tokens)
      .innerJoin(users, eq(users.id, personal_access_tokens.user_id))
      .where(
        and(
          eq(personal_access_tokens.user_id, userId),
          inArray(personal_access_tokens.id, [...tokenIds]),
          inArray(users.status, [...PROCEEDING_STATUSES]),
        ),
      );
    return new Set(rows.map((row) => row.id));
  }

  /** Records that this token's session passed the Admin OTP step (inside the caller's transaction when `db` is given). */
  async markOtpVerified(tokenId: number, db: Database = this.db): Promise<void> {
    await db
      .update(personal_access_tokens)
      .set({ otp_verified_at: this.clock.now() })
      .where(eq(personal_access_tokens.id, tokenId));
  }

  async revoke(tokenId: number): Promise<void> {
    await this.db.delete(personal_access_tokens).where(eq(personal_access_tokens.id, tokenId));
  }

  /** Signs the user out everywhere, except (when given) the session making the change. */
  async revokeAllOf(userId: number, exceptTokenId?: number, db: Database = this.db): Promise<void> {
    const condition =
      exceptTokenId === undefined
        ? eq(personal_access_tokens.user_id, userId)
        : and(eq(personal_access_tokens.user_id, userId), ne(personal_access_tokens.id, exceptTokenId));
    await db.delete(personal_access_tokens).where(condition);
    this.forgetSessionsOf(userId);
  }
}
