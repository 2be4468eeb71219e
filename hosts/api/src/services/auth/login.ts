import { ACCOUNT_MESSAGES, type AuthSession, type LoginRequest } from '@showroom/contract/account';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { fieldError } from '../../lib/http-error.ts';
import { verifyPasswordOrDummy } from '../../lib/passwords.ts';
import type { AuthDeps } from './auth-deps.ts';
import { loadAuthUser } from './auth-user.ts';
import { assertNotLimited } from './rate-limits.ts';

/**
 * Email + password → a new token, for every user type and status (the client applies the spec's
 * sign-in outcome rules). A wrong e-mail and a wrong password get the same answer in about the same time,
 * and the limits count failures per e-mail whether or not it has an account, so neither the answer nor
 * a 429 tells whether an account exists.
 */
export async function signIn(
  deps: AuthDeps,
  { email, password }: LoginRequest,
  ip: string,
): Promise<AuthSession> {
  const { loginFailuresPerEmail: perEmail, loginFailuresPerIp: perIp } = deps.limits;
  assertNotLimited([perEmail, email], [perIp, ip]);

  const [user] = await deps.db
    .select({ id: users.id, password_hash: users.password_hash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  const valid = await verifyPasswordOrDummy(user?.password_hash ?? null, password);
  if (!user || !valid) {
    perEmail.hit(email);
    perIp.hit(ip);
    throw fieldError('email', ACCOUNT_MESSAGES.loginFailed);
  }
  perEmail.reset(email);
  const token = await deps.tokens.issue(user.id, 'login');
  return { user: await loadAuthUser(deps.db, user.id), token };
}
