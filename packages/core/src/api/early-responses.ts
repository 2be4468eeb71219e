import { EARLY_ANSWER_MAX_AGE_MS, type EarlyResponses } from '@showroom/contract';

let offered: EarlyResponses<Response> | null = null;

/**
 * The answers embed.js asks before the widgets' code arrives (decision 0128): the page's one map, which
 * embed.js goes on adding to as elements near the viewport. Every remote hands over the same map.
 */
export function offerEarlyResponses(responses: EarlyResponses<Response> | undefined): void {
  if (responses) offered = responses;
}

/**
 * The early response for a GET of `url` sent with `authorization`, taken once: undefined when none was
 * asked, when it is older than `EARLY_ANSWER_MAX_AGE_MS` or was asked as someone else (a sign-in since).
 * It resolves null when that request failed; the caller then asks itself.
 */
export function takeEarlyResponse(
  url: string,
  authorization: string | null,
): Promise<Response | null> | undefined {
  const early = offered?.get(url);
  if (!early) return undefined;
  offered?.delete(url);
  const fresh = performance.now() - early.at <= EARLY_ANSWER_MAX_AGE_MS;
  // A browser's `Headers` trims a value: a signed-out visitor's "Bearer " reads "Bearer" there.
  return fresh && early.authorization.trim() === authorization?.trim() ? early.response : undefined;
}

/** Forgets the page's early answers (tests share one page, decision 0122). */
export function forgetEarlyResponses(): void {
  offered = null;
}
