import { ACCOUNT_MESSAGES, type AuthSession, type LoginRequest } from '@showroom/contract/account';
import { sql } from 'drizzle-orm';
import { fieldError } from '../../lib/http-error.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AuthDeps } from './auth-deps.ts';
import { loadAuthUser } from './auth-user.ts';
import { users } from './users-schema.ts';

/**
 * Email + password → a new token, for every user type and status (the client applies the spec's
 * sign-in outcome rules). A wrong e-mail and a wrong password get the same answer in about the same time.
 *
 * The attempt is counted (per e-mail and address, and per address) before the password is verified,
 * so under any concurrency no more than the limits reach the verifier; a success then un-counts itself
 * and clears the e-mail's failures from that address. The e-mail is counted whether or not an account
 * has it, so a 429 tells nothing about accounts.
 */
export async function signIn(
  deps: AuthDeps,
  { email, password }: LoginRequest,
  ip: string,
): Promise<AuthSession> {
  const { signInPerAddress: perAddress, signInPerEmailAndAddress: perEmailAndAddress } = deps.limits;
  const emailAtAddress = `${email}|${ip}`;
  const [addressAttempt] = await takeOrThrow([perAddress, ip], [perEmailAndAddress, emailAtAddress]);

  const [user] = await deps.db
    .select({ id: users.id, password_hash: users.password_hash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  const valid = await deps.checkPassword(user?.password_hash ?? null, password);
  if (!user || !valid) throw fieldError('email', ACCOUNT_MESSAGES.loginFailed);
  await Promise.all([addressAttempt?.release(), perEmailAndAddress.clear(emailAtAddress)]);
  const token = await deps.tokens.issue(user.id, 'login');
  return { user: await loadAuthUser(deps.db, user.id), token };
}
