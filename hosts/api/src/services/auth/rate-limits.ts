import { MESSAGES } from '@showroom/contract';
import { type Clock, MINUTE_MS } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { WindowLimiter } from '../../lib/window-limiter.ts';

/**
 * The app's abuse limits. Sign-in counts only failures (per e-mail, whether or not an account has it,
 * and per client address), so a family behind one router, or the load test, is never locked out by
 * successful sign-ins. Mail-sending calls count every request.
 */
export const RATE_LIMITS = {
  loginFailuresPerEmail: { max: 5, windowMs: 15 * MINUTE_MS },
  loginFailuresPerIp: { max: 20, windowMs: MINUTE_MS },
  verificationMailPerUser: { max: 1, windowMs: MINUTE_MS },
  resetMailPerEmail: { max: 3, windowMs: 15 * MINUTE_MS },
  resetMailPerIp: { max: 10, windowMs: 15 * MINUTE_MS },
  currentPasswordFailuresPerUser: { max: 5, windowMs: 15 * MINUTE_MS },
  otpMailPerUser: { max: 3, windowMs: 10 * MINUTE_MS },
  /** Session hand-off codes are 256 random bits; this only keeps guessing from costing anything. */
  handoffRedeemsPerIp: { max: 20, windowMs: MINUTE_MS },
  /** Adds to a cart: far above any shopper, low enough that a script cannot fill the database. */
  cartAddsPerIp: { max: 120, windowMs: MINUTE_MS },
} as const;

export type RateLimits = { readonly [K in keyof typeof RATE_LIMITS]: WindowLimiter };

export function createRateLimits(clock: Clock): RateLimits {
  const entries = Object.entries(RATE_LIMITS).map(([name, limit]) => [
    name,
    new WindowLimiter({ ...limit, clock }),
  ]);
  return Object.fromEntries(entries) as RateLimits;
}

/** 429 with the spec-style `{ message }` and when to retry. */
export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    { message: MESSAGES.tooManyRequests },
    { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  );
}

/** Throws the 429 when any of the given limiter/key pairs is exhausted; counts nothing. */
export function assertNotLimited(...checks: [WindowLimiter, string][]): void {
  const wait = Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfterSeconds(key)));
  if (wait > 0) throw tooManyRequests(wait);
}

/** Counts one request against each pair, refusing (and counting nothing) when any is exhausted. */
export function takeOrThrow(...checks: [WindowLimiter, string][]): void {
  assertNotLimited(...checks);
  for (const [limiter, key] of checks) limiter.hit(key);
}
