import type { Clock } from './clock.ts';

export interface WindowLimiterOptions {
  /** Hits allowed per window; the next one is refused. */
  max: number;
  windowMs: number;
  clock: Clock;
  /** Keys kept before expired ones are pruned (and then the oldest dropped), bounding memory. */
  maxKeys?: number;
}

/**
 * Counts hits per key in fixed windows that start at a key's first hit. In-process: with several API
 * processes each counts on its own (a shared store would be needed there; see docs/decisions.md).
 * Callers decide what a hit is (e.g. only failed sign-ins), which a per-route limiter cannot.
 */
export class WindowLimiter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();
  private readonly maxKeys: number;

  constructor(private readonly options: WindowLimiterOptions) {
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** Seconds until `key` may try again, or 0 when it may now. */
  retryAfterSeconds(key: string): number {
    const entry = this.live(key);
    if (!entry || entry.count < this.options.max) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - this.nowMs()) / 1000));
  }

  isLimited(key: string): boolean {
    return this.retryAfterSeconds(key) > 0;
  }

  hit(key: string): void {
    const entry = this.live(key);
    if (entry) {
      entry.count += 1;
      return;
    }
    if (this.entries.size >= this.maxKeys) this.prune();
    this.entries.set(key, { count: 1, resetAt: this.nowMs() + this.options.windowMs });
  }

  /** Takes a hit unless already limited; returns the seconds to wait when refused, else 0. */
  take(key: string): number {
    const wait = this.retryAfterSeconds(key);
    if (wait === 0) this.hit(key);
    return wait;
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.nowMs()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    const now = this.nowMs();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
    // Map keeps insertion order: drop the oldest until there is room.
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxKeys) break;
      this.entries.delete(key);
    }
  }

  private nowMs(): number {
    return this.options.clock.now().getTime();
  }
}
