/**
 * The current time as the app sees it. Everything that expires (tokens, codes, rate-limit windows,
 * card expiry) reads this instead of `Date.now()`, so tests can move time forward.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
