/**
 * What embed.js sends once a page has settled, so the pro's console can show whether their install
 * works (decision 0087). Kept here, without zod, because embed.js imports it; the schema that checks
 * a report is `embedHealthReportSchema` in `@showroom/contract/pro`.
 */
export const EMBED_HEALTH_REPORT = {
  /** `POST`, any origin, no credentials, a text/plain JSON body (a simple request: no preflight). */
  path: '/api/embed_health',
  /** After the page's load event: the elements near the top have asked for their code by then. */
  delayMs: 5_000,
  /** Largest body the endpoint reads. */
  maxBytes: 4_096,
  /** A problem is `<kind>:<detail>`: `csp:script-src` (a directive blocked the widgets), `remote:catalog`. */
  cspKind: 'csp',
  remoteKind: 'remote',
} as const;
