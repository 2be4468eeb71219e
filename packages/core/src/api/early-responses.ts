import {
  apiRequestHeaders,
  EARLY_ANSWER_MAX_AGE_MS,
  type EarlyResponses,
  earlyResponseKey,
} from '@showroom/contract';
import { session } from '../session/session.ts';

let offered: EarlyResponses<Response> | null = null;

/**
 * The answers embed.js asks before the widgets' code arrives (decision 0128): the page's one map, which
 * embed.js goes on adding to as it loads more remotes. Every remote hands over the same map.
 */
export function offerEarlyResponses(responses: EarlyResponses<Response> | undefined): void {
  if (responses) offered = responses;
}

/**
 * The early response for a GET of `url` by whoever is signed in now, taken once: undefined when none
 * was asked for that address and that user (a sign-in since), or when it is older than
 * `EARLY_ANSWER_MAX_AGE_MS`. It resolves null when that request failed; the caller then asks itself.
 */
export function takeEarlyResponse(url: string): Promise<Response | null> | undefined {
  const { token, aiToken } = session.store.getState();
  const key = earlyResponseKey(apiRequestHeaders(token, aiToken).Authorization, url);
  const early = offered?.get(key);
  if (!early) return undefined;
  offered?.delete(key);
  return performance.now() - early.at <= EARLY_ANSWER_MAX_AGE_MS ? early.response : undefined;
}

/** Forgets the page's early answers (tests share one page, decision 0122). */
export function forgetEarlyResponses(): void {
  offered = null;
}
