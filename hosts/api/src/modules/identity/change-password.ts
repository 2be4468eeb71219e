import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { eq } from 'drizzle-orm';
import { fieldError } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { Session } from './access-tokens.ts';
import type { AuthDeps } from './auth-deps.ts';
import { users } from './users-schema.ts';

/**
 * POST /api/change_password: needs the current password (a stolen token alone cannot lock the owner out;
 * guesses are counted before the check, so parallel ones cannot pass the limit), then keeps this session
 * and signs out every other.
 */
export async function changePassword(
  deps: AuthDeps,
  session: Session,
  input: { current_password: string; password: string },
): Promise<string> {
  const limiter = deps.limits.currentPasswordFailuresPerUser;
  const key = String(session.user.id);
  await takeOrThrow([limiter, key]);
  const [user] = await deps.db
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, session.user.id));
  if (!user || !(await verifyPassword(user.password_hash, input.current_password))) {
    throw fieldError('current_password', ACCOUNT_MESSAGES.currentPasswordWrong);
  }
  await limiter.clear(key);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: deps.clock.now() })
      .where(eq(users.id, session.user.id));
    await deps.tokens.revokeAllOf(session.user.id, session.tokenId, tx);
  });
  return ACCOUNT_MESSAGES.passwordChanged;
}
