import { shellPath, verifyPath } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HOUR_MS } from '../../providers/clock/clock.ts';
import { verificationMail } from '../../providers/mail/templates/verification-mail.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AuthDeps } from './auth-deps.ts';
import { ONE_TIME_TOKEN_TTL_MS } from './one-time-tokens.ts';
import { users } from './users-schema.ts';

export interface MailRecipient {
  id: number;
  email: string;
  first_name: string;
}

/** A new verification link (the shell's /verify/{token} screen calls GET /api/email/verify/{token}). */
export async function issueVerificationLink(
  deps: AuthDeps,
  userId: number,
  db: Database = deps.db,
): Promise<string> {
  const token = await deps.oneTimeTokens.issue(userId, 'verify_email', db);
  return `${deps.platformOrigin}${shellPath(verifyPath(token))}`;
}

export async function mailVerificationLink(deps: AuthDeps, user: MailRecipient, link: string): Promise<void> {
  const { app_name, support_email } = await deps.settings.read();
  deps.mailer.send(
    verificationMail({
      to: user.email,
      firstName: user.first_name,
      appName: app_name,
      supportEmail: support_email,
      link,
      validHours: ONE_TIME_TOKEN_TTL_MS.verify_email / HOUR_MS,
    }),
  );
}

/** GET /api/email/resend: a fresh link (1 a minute per user), or "already verified". */
export async function resendVerification(
  deps: AuthDeps,
  user: MailRecipient & { email_verified_at: Date | null },
): Promise<string> {
  if (user.email_verified_at) return ACCOUNT_MESSAGES.emailAlreadyVerified;
  await takeOrThrow([deps.limits.verificationMailPerUser, String(user.id)]);
  await mailVerificationLink(deps, user, await issueVerificationLink(deps, user.id));
  return ACCOUNT_MESSAGES.verificationLinkSent;
}

/** Uses the link's token and marks the address verified; null when the link is invalid, used or expired. */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<number | null> {
  const userId = await deps.oneTimeTokens.consume(token, 'verify_email');
  if (userId === null) return null;
  await deps.db
    .update(users)
    .set({ email_verified_at: deps.clock.now(), updated_at: deps.clock.now() })
    .where(and(eq(users.id, userId), isNull(users.email_verified_at)));
  // Sessions carry email_verified_at: this process must not answer with a cached, unverified one.
  deps.tokens.forgetSessionsOf(userId);
  return userId;
}
