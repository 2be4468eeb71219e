import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionUser } from '../../modules/identity/index.ts';
import { type RateLimits, takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';

/**
 * Who may buy, checked before the purchase runs (issue #21). Spec §4 sends an unverified homeowner
 * to /verifiction before anything else; the server agrees, so a script cannot buy around it.
 */
export function refuseUnverifiedBuyer(user: Pick<SessionUser, 'email_verified_at'>): void {
  if (!user.email_verified_at) throw new HttpError(403, { message: ACCOUNT_MESSAGES.emailNotVerified });
}

/** Counts one new Idempotency-Key of the buyer's against their checkout limit; a 429 past it. */
export function countNewCheckoutKey(limits: RateLimits, userId: number): Promise<unknown> {
  return takeOrThrow([limits.checkoutKeysPerUser, String(userId)]);
}
