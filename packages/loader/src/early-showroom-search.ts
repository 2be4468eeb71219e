import { apiRequestHeaders, STORAGE_KEYS } from '@showroom/contract/constants';
import { storedToken } from './stored-token.ts';

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
  const url = `${apiOrigin}/api/visualization/showrooms?s=${encodeURIComponent(showroom)}`;
  const headers = apiRequestHeaders(
    storedToken(STORAGE_KEYS.authToken),
    storedToken(STORAGE_KEYS.aiAuthToken),
  );
  return fetch(url, { headers })
    .then((response) => {
      onAnswer?.(response);
      return response.ok ? (response.json() as Promise<unknown>) : null;
    })
    .catch(() => null);
}
