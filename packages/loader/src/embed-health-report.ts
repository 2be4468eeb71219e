import { EMBED_HEALTH_REPORT } from '@showroom/contract/constants';

/**
 * Embed health (decision 0087): a few seconds after embed.js starts, tells the platform which of the
 * showroom's elements this page holds and the problems embed.js met (a CSP directive that blocked the
 * widgets, a remote that failed or hung), so the pro's console shows whether the install works. One
 * beacon per page load, and one more for each problem met later (a hung remote is known after two
 * minutes). A beacon is a text/plain POST whose answer nobody reads: no preflight, no CORS, and no
 * cookies to carry (the platform signs in with tokens). Sent neither without `data-showroom`, nor from
 * the platform's own pages, nor from a page that is no web address (the console's snippet preview is an
 * `about:srcdoc` frame: it has no path a pro could act on). A page whose connect-src leaves the platform out
 * blocks it; embed.js's CSP line says so, and the README lists connect-src among what to allow.
 * The page's origin is the beacon's Origin header, which the browser sets (a page cannot forge it).
 * Returns the function that notes a problem (`csp:img-src`, `remote:showroom_catalog`).
 */
export function reportEmbedHealth(
  apiOrigin: string,
  showroom: string | null,
  selector: string,
  page: Pick<Location, 'origin' | 'protocol' | 'pathname'> = location,
): (problem: string) => void {
  const problems = new Set<string>();
  let sent = false;
  const send = () => {
    sent = true;
    navigator.sendBeacon(
      apiOrigin + EMBED_HEALTH_REPORT.path,
      JSON.stringify({
        showroom,
        path: page.pathname.slice(0, 300),
        elements: [...new Set([...document.querySelectorAll(selector)].map((element) => element.localName))],
        problems: [...problems],
      }),
    );
  };
  const webPage = page.protocol === 'https:' || page.protocol === 'http:';
  if (showroom && webPage && page.origin !== apiOrigin) setTimeout(send, EMBED_HEALTH_REPORT.delayMs);
  return (problem) => {
    if (problems.has(problem)) return;
    problems.add(problem);
    if (sent) send();
  };
}
