/**
 * Matches a pattern (`/product/:hash/:vsd_id?`) against a path; a trailing `?` makes a parameter
 * optional. Returns the decoded parameters, or null when the path does not fit. Lives in the
 * contract because the shell's remotes and embed.js's `<showroom-store>` read routes alike.
 */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const [pathname = ''] = path.split(/[?#]/);
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const required = wanted.filter((part) => !part.endsWith('?')).length;
  if (actual.length < required || actual.length > wanted.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = actual[index];
    if (value === undefined) break;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1).replace(/\?$/, '')] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return params;
}

/** The query of a route with one (`/cart?x=1` gives `?x=1`), else ''; what `URLSearchParams` takes. */
export function routeSearch(path: string): string {
  const queryAt = path.indexOf('?');
  return queryAt < 0 ? '' : path.slice(queryAt);
}
