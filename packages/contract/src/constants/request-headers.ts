/**
 * The headers every API request sends (spec §7): both bearer tokens (empty when signed out), JSON in
 * and out, and the XHR marker. Shared by core's API client and embed.js's early showroom search.
 */
export function apiRequestHeaders(token: string | null, aiToken: string | null) {
  return {
    Authorization: `Bearer ${token ?? ''}`,
    AuthorizationAI: `Bearer ${aiToken ?? ''}`,
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
}
