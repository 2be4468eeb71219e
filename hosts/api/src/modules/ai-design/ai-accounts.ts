import { randomBytes } from 'node:crypto';
import { ROUTE_PATHS, shellPath } from '@showroom/contract';
import {
  AI_CREDITS,
  AI_DESIGN_MESSAGES,
  AI_VERIFY_QUERY_PARAM,
  type AiSession,
  type AiUser,
} from '@showroom/contract/design-ai';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { hashPassword, type PasswordCheck } from '../../lib/passwords.ts';
import { sha256Hex } from '../../lib/secrets.ts';
import { addMs, type Clock, DAY_MS } from '../../providers/clock/clock.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { aiVerificationMail } from '../../providers/mail/templates/ai-verification-mail.ts';
import { type RateLimits, takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { SettingsService } from '../settings/index.ts';
import { ai_users, ai_verification_tokens } from './ai-accounts-schema.ts';
import { changeCredits } from './ai-credits.ts';
import type { AiSessionUser, AiTokens } from './ai-tokens.ts';

/** A verification link works for two days, as the shop's (ONE_TIME_TOKEN_TTL_MS.verify_email). */
const VERIFY_LINK_DAYS = 2;

export interface AiAccountDeps {
  db: Database;
  clock: Clock;
  platformOrigin: string;
  mailer: Mailer;
  limits: RateLimits;
  checkPassword: PasswordCheck;
  settings: SettingsService;
  aiTokens: AiTokens;
}

/** Rate-limit keys of AI accounts: their own, so an AI user's attempts never block a shop account. */
const limitKey = (value: string) => `ai|${value}`;

export async function aiUserOf(db: Database, aiUserId: number): Promise<AiUser> {
  const [row] = await db.select().from(ai_users).where(eq(ai_users.id, aiUserId));
  if (!row) throw new HttpError(401, { message: AI_DESIGN_MESSAGES.signInRequired });
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_verified: row.email_verified_at !== null,
    credits: row.credits,
  };
}

/** AI sign-in: the shop's rules (counted before the password is checked, one answer for both wrongs). */
export async function signInAi(
  deps: AiAccountDeps,
  input: { email: string; password: string },
  ip: string,
): Promise<AiSession> {
  const emailAtAddress = limitKey(`${input.email}|${ip}`);
  const [addressAttempt] = await takeOrThrow(
    [deps.limits.signInPerAddress, limitKey(ip)],
    [deps.limits.signInPerEmailAndAddress, emailAtAddress],
  );
  const [user] = await deps.db
    .select({ id: ai_users.id, password_hash: ai_users.password_hash })
    .from(ai_users)
    .where(sql`lower(${ai_users.email}) = ${input.email}`)
    .limit(1);
  const valid = await deps.checkPassword(user?.password_hash ?? null, input.password);
  if (!user || !valid) throw fieldError('email', AI_DESIGN_MESSAGES.wrongCredentials);
  await Promise.all([addressAttempt?.release(), deps.limits.signInPerEmailAndAddress.clear(emailAtAddress)]);
  return { user: await aiUserOf(deps.db, user.id), token: await deps.aiTokens.issue(user.id) };
}

/**
 * AI registration: the account with its starter grant (a ledger line) and token in one transaction,
 * then the verification mail. A taken e-mail is a 422 on `email`, also when two tabs race (the
 * case-insensitive unique index).
 */
export async function registerAi(
  deps: AiAccountDeps,
  input: { name: string; email: string; password: string },
  ip: string,
): Promise<AiSession> {
  await takeOrThrow([deps.limits.registrationsPerIp, limitKey(ip)]);
  const passwordHash = await hashPassword(input.password);
  const outcome = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(ai_users)
      .values({
        name: input.name,
        email: input.email,
        password_hash: passwordHash,
        created_at: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: ai_users.id });
    if (!user) return null;
    await changeCredits(tx, deps.clock, user.id, 'grant', AI_CREDITS.starterGrant, null);
    const token = await deps.aiTokens.issue(user.id, tx);
    const link = await issueVerifyLink(deps, user.id, tx);
    return { id: user.id, token, link };
  });
  if (!outcome) throw fieldError('email', AI_DESIGN_MESSAGES.emailTaken);
  await mailLink(deps, input, outcome.link);
  return { user: await aiUserOf(deps.db, outcome.id), token: outcome.token };
}

/** A new link to `/showroom/design-ai/welcome?verify=<token>`; only its hash is kept. */
async function issueVerifyLink(deps: AiAccountDeps, aiUserId: number, db: Database): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await db.insert(ai_verification_tokens).values({
    ai_user_id: aiUserId,
    token_hash: sha256Hex(token),
    expires_at: addMs(now, VERIFY_LINK_DAYS * DAY_MS),
    created_at: now,
  });
  const path = `${ROUTE_PATHS.designAiWelcome}?${AI_VERIFY_QUERY_PARAM}=${token}`;
  return `${deps.platformOrigin}${shellPath(path)}`;
}

async function mailLink(deps: AiAccountDeps, user: { name: string; email: string }, link: string) {
  const { app_name, support_email } = await deps.settings.read();
  deps.mailer.send(
    aiVerificationMail({
      to: user.email,
      name: user.name,
      appName: app_name,
      supportEmail: support_email,
      link,
    }),
  );
}

/** `GET /api/AI/design/email/resend`: a fresh link, one a minute (the shop's resend limit). */
export async function resendAiVerification(deps: AiAccountDeps, user: AiSessionUser): Promise<string> {
  if (user.email_verified_at) return AI_DESIGN_MESSAGES.alreadyVerified;
  await takeOrThrow([deps.limits.verificationMailPerUser, limitKey(String(user.id))]);
  await mailLink(deps, user, await issueVerifyLink(deps, user.id, deps.db));
  return AI_DESIGN_MESSAGES.verificationSent;
}

/** `GET /api/AI/design/email/verify/{token}`: uses the link once; false when unknown, used or expired. */
export async function verifyAiEmail(deps: AiAccountDeps, token: string): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(ai_verification_tokens)
      .set({ used_at: now })
      .where(
        and(
          eq(ai_verification_tokens.token_hash, sha256Hex(token)),
          isNull(ai_verification_tokens.used_at),
          gt(ai_verification_tokens.expires_at, now),
        ),
      )
      .returning({ userId: ai_verification_tokens.ai_user_id });
    if (!used) return false;
    await tx
      .update(ai_users)
      .set({ email_verified_at: now })
      .where(and(eq(ai_users.id, used.userId), isNull(ai_users.email_verified_at)));
    return true;
  });
}
