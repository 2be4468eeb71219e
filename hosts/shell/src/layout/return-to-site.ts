import { RETURN_TO_SITE } from '@showroom/contract/constants';

/** The tab's own storage (a page per tab came from the pro's site), or null where it is denied. */
function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

function webAddress(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * At start: keeps the pro's page a widget sent this visitor from (`?return_to=`, added by embed.js;
 * decision 0083) for this tab, and drops it from the address so a shared link does not carry it.
 */
export function keepReturnToSite(): void {
  const url = new URL(globalThis.location.href);
  const page = url.searchParams.get(RETURN_TO_SITE.param);
  if (page === null) return;
  url.searchParams.delete(RETURN_TO_SITE.param);
  globalThis.history.replaceState(globalThis.history.state, '', url.pathname + url.search + url.hash);
  const address = webAddress(page);
  try {
    if (address) tabStorage()?.setItem(RETURN_TO_SITE.storageKey, address.href);
  } catch {
    // A full or denied storage only costs the way back.
  }
}

/**
 * The pro's page to go back to, when its origin is one of the sites the showroom registered; null
 * otherwise. The check is what keeps a crafted `?return_to=` from receiving a session code.
 */
export function returnToSite(siteOrigins: readonly string[]): URL | null {
  let stored: string | null = null;
  try {
    stored = tabStorage()?.getItem(RETURN_TO_SITE.storageKey) ?? null;
  } catch {
    return null;
  }
  const address = stored === null ? null : webAddress(stored);
  return address && siteOrigins.includes(address.origin) ? address : null;
}
