/**
 * `max` hits per window that starts at a key's first hit; the max-th hit blocks the key until the
 * window ends, when the count starts again.
 */
export interface WindowPolicy {
  readonly kind: 'window';
  readonly max: number;
  readonly windowMs: number;
}

/**
 * Growing delays (OWASP authentication guidance): the max-th hit blocks the key for `firstBlockMs`,
 * each hit after a block ends blocks it twice as long, up to `maxBlockMs`. Hits are forgotten
 * `forgetMs` after the last one (at least `maxBlockMs`, so a block never outlives its row).
 */
export interface BackoffPolicy {
  readonly kind: 'backoff';
  readonly max: number;
  readonly firstBlockMs: number;
  readonly maxBlockMs: number;
  readonly forgetMs: number;
}

export type LimitPolicy = WindowPolicy | BackoffPolicy;
