import { ACCOUNT_MESSAGES, type AuthSession } from '@showroom/contract/account';
import { fieldError } from '../../lib/http-error.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AuthDeps } from './auth-deps.ts';
import { loadAuthUser } from './auth-user.ts';

/**
 * Session hand-off (contract `SESSION_HANDOFF`): the code is stored hashed, works once and for a
 * minute; the embed's own token never travels.
 */
export function issueHandoffCode(deps: AuthDeps, userId: number): Promise<string> {
  return deps.oneTimeTokens.issue(userId, 'session_handoff');
}

/** Trades a hand-off code for a session of the shell's own (limited per client address). */
export async function redeemHandoffCode(deps: AuthDeps, code: string, ip: string): Promise<AuthSession> {
  await takeOrThrow([deps.limits.handoffRedeemsPerIp, ip]);
  const userId = await deps.oneTimeTokens.consume(code, 'session_handoff');
  if (userId === null) throw fieldError('code', ACCOUNT_MESSAGES.handoffCodeInvalid);
  const token = await deps.tokens.issue(userId, 'handoff');
  return { user: await loadAuthUser(deps.db, userId), token };
}
