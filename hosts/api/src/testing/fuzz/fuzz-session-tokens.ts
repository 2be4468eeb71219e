import type { RouteAccess } from '@showroom/contract/account';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS, DEMO_AI_ACCOUNT } from '../../db/seed/demo-accounts.ts';
import { randomAlphanumeric, sha256Hex } from '../../lib/secrets.ts';
import { ai_tokens, ai_users } from '../../modules/ai-design/ai-accounts-schema.ts';
import { personal_access_tokens } from '../../modules/identity/access-tokens-schema.ts';
import type { TestApp } from '../test-app.ts';

/** The length of a token's secret part, as the app issues them (`<id>|<40 characters>`). */
const SECRET_LENGTH = 40;

/** The demo account the fuzz signs in as for each access level. */
function emailFor(access: RouteAccess): string {
  const { homeowner, contractor, vendor, admin } = DEMO_ACCOUNTS.logins;
  if (access === 'admin' || access === 'adminAwaitingOtp') return admin.email;
  if (access === 'pro') return contractor.email;
  if (access === 'vendor') return vendor.email;
  return homeowner.email;
}

/**
 * `count` fresh, distinct valid tokens of an account `access` admits, written in one insert: the fuzz sends
 * a new token with every signed-in request (a fuzzed logout revokes the one it sent), and issuing them one
 * by one cost two or three queries each, about 30 % of the suite. The rows are what the app's own
 * AccessTokens.issue and AiTokens.issue write; an admin's carry the passed OTP step.
 */
export async function fuzzSessionTokens(t: TestApp, access: RouteAccess, count: number): Promise<string[]> {
  if (count === 0) return [];
  const secrets = Array.from({ length: count }, () => randomAlphanumeric(SECRET_LENGTH));
  const now = t.clock.now();
  if (access === 'aiAccount') {
    const [user] = await t.db
      .select({ id: ai_users.id })
      .from(ai_users)
      .where(sql`lower(${ai_users.email}) = ${DEMO_AI_ACCOUNT.email.toLowerCase()}`);
    if (!user) throw new Error(`no AI user ${DEMO_AI_ACCOUNT.email}`);
    const rows = await t.db
      .insert(ai_tokens)
      .values(
        secrets.map((secret) => ({ ai_user_id: user.id, token_hash: sha256Hex(secret), created_at: now })),
      )
      .returning({ id: ai_tokens.id, hash: ai_tokens.token_hash });
    return tokensOf(secrets, rows);
  }
  const userId = await t.userIdOf(emailFor(access));
  const rows = await t.db
    .insert(personal_access_tokens)
    .values(
      secrets.map((secret) => ({
        user_id: userId,
        name: 'test',
        token_hash: sha256Hex(secret),
        created_at: now,
        otp_verified_at: access === 'admin' ? now : null,
      })),
    )
    .returning({ id: personal_access_tokens.id, hash: personal_access_tokens.token_hash });
  return tokensOf(secrets, rows);
}

/** Each secret with its row's id, matched by hash (RETURNING's row order is not a promise of SQL). */
function tokensOf(secrets: string[], rows: { id: number; hash: string }[]): string[] {
  const ids = new Map(rows.map((row) => [row.hash, row.id]));
  return secrets.map((secret) => `${ids.get(sha256Hex(secret))}|${secret}`);
}
