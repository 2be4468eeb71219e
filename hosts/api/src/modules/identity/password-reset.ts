import { ROUTE_PATHS, shellPath } from '@showroom/contract';
import { ACCOUNT_MESSAGES, type PasswordResetRequest } from '@showroom/contract/account';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
import { passwordResetMail } from '../../providers/mail/templates/password-reset-mail.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AuthDeps } from './auth-deps.ts';
import { ONE_TIME_TOKEN_TTL_MS } from './one-time-tokens.ts';
import { users } from './users-schema.ts';

async function findByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, first_name: users.first_name })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return user;
}

/**
 * POST /api/password/email. The answer is always the same and returns before any account lookup: the
 * lookup, token and mail happen in the background, so neither text nor timing tells whether the address
 * has an account. Limited per client address first, then per e-mail (known or not).
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, ip: string): Promise<string> {
  await takeOrThrow([deps.limits.resetMailPerIp, ip], [deps.limits.resetMailPerEmail, email]);
  deps.mailer.sendLater(async () => {
    const user = await findByEmail(deps.db, email);
    if (!user) return null;
    const token = await deps.oneTimeTokens.issue(user.id, 'reset_password');
    const query = new URLSearchParams({ token, email: user.email });
    const { app_name, support_email } = await deps.settings.read();
    return passwordResetMail({
      to: user.email,
      firstName: user.first_name,
      appName: app_name,
      supportEmail: support_email,
      link: `${deps.platformOrigin}${shellPath(ROUTE_PATHS.passwordReset)}?${query}`,
      validMinutes: ONE_TIME_TOKEN_TTL_MS.reset_password / MINUTE_MS,
    });
  });
  return ACCOUNT_MESSAGES.passwordResetLinkSent;
}

/** POST /api/password/reset: uses the token, sets the password and signs the user out everywhere. */
export async function resetPassword(
  deps: AuthDeps,
  { token, email, password }: Pick<PasswordResetRequest, 'token' | 'email' | 'password'>,
): Promise<string> {
  const user = await findByEmail(deps.db, email);
  if (!user) throw fieldError('token', ACCOUNT_MESSAGES.passwordResetTokenInvalid);
  // Hashed before the transaction: PGlite runs one transaction at a time, so keep it short.
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const owner = await deps.oneTimeTokens.consume(token, 'reset_password', user.id, tx);
    if (owner === null) throw fieldError('token', ACCOUNT_MESSAGES.passwordResetTokenInvalid);
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: deps.clock.now() })
      .where(eq(users.id, user.id));
    await deps.tokens.revokeAllOf(user.id, undefined, tx);
  });
  // Once committed: a session cached in this process meanwhile must not outlive the revocation.
  deps.tokens.forgetSessionsOf(user.id);
  return ACCOUNT_MESSAGES.passwordResetDone;
}
