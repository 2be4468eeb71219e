/**
 * Seconds to wait from a `Retry-After` header: delay-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Null when absent or unreadable, so the caller falls back to a wording without a number.
 */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** "1 second", "40 seconds", "2 minutes": the wait as a person reads it. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
