import {
  apiRequestHeaders,
  type EarlyResponses,
  earlyResponseKey,
  STORAGE_KEYS,
} from '@showroom/contract/constants';
import { storedToken } from './stored-token.ts';

/** The spec's headers, with the tokens core will send too. */
function requestHeaders() {
  return apiRequestHeaders(storedToken(STORAGE_KEYS.authToken), storedToken(STORAGE_KEYS.aiAuthToken));
}

/** GETs `url` with the spec's headers: the JSON answer, or null when it failed (core then asks itself). */
function getEarly(url: string, onAnswer?: (response: Response) => void): Promise<unknown> {
  return fetch(url, { headers: requestHeaders() })
    .then((response) => {
      onAnswer?.(response);
      return response.ok ? (response.json() as Promise<unknown>) : null;
    })
    .catch(() => null);
}

/**
 * Starts the search for the tag's `data-showroom` (`GET /api/visualization/showrooms?s=`) at once,
 * while the widgets' code is still downloading: every price a widget shows waits for the
 * showroom's id, and core would otherwise ask only once its own code has run. Core checks the
 * answer's shape and asks again itself when this failed (null). Null without a `data-showroom`.
 * `onAnswer` sees the answer first, for what its headers say (an unregistered origin, decision 0077).
 */
export function searchShowroomEarly(
  apiOrigin: string,
  showroom: string | null,
  onAnswer?: (response: Response) => void,
): Promise<unknown> | null {
  if (!showroom) return null;
  return getEarly(`${apiOrigin}/api/visualization/showrooms?s=${encodeURIComponent(showroom)}`, onAnswer);
}

/**
 * The shop profile of the search's first match, asked as soon as the search answers: the store's
 * first screen (the pro's band) waits for it, and core would ask only once its code has run
 * (decision 0124). Core takes it with that answer's first match. None without a search.
 */
export function loadProfileEarly(
  apiOrigin: string,
  search: Promise<unknown> | null,
): Promise<unknown> | undefined {
  return search?.then((answer) => {
    const match = firstMatch(answer);
    // A showroom ID is letters and digits (the contract's SHOWROOM_ID_PATTERN): nothing to encode.
    return match
      ? getEarly(`${apiOrigin}/api/visualization/shop_profile?showroom=${match.id}&vsd_id=${match.vsd_id}`)
      : null;
  });
}

/** The search answer's first match, read without its schema (embed.js carries no zod; core checks it). */
export function firstMatch(answer: unknown): { id?: number; vsd_id?: string } | undefined {
  return (answer as { data?: { data?: { id?: number; vsd_id?: string }[] } } | null)?.data?.data?.[0];
}

/**
 * Starts the GET of `path` (under `/api/`) for core's client to take when it asks the same address
 * (decision 0128): the storefront's menu or a product, which would otherwise wait for the widgets'
 * code and then for their own round trip. The response is kept unread, so core reads it as its own.
 */
export function startEarlyRequest(
  responses: EarlyResponses<Response>,
  apiOrigin: string,
  path: string,
): void {
  const url = `${apiOrigin}/api/${path}`;
  const headers = requestHeaders();
  const key = earlyResponseKey(headers.Authorization, url);
  if (!responses.has(key))
    responses.set(key, { at: performance.now(), response: fetch(url, { headers }).catch(() => null) });
}
