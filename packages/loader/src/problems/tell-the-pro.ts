import {
  ORIGIN_UNREGISTERED_HEADER,
  proEmbedsConsoleUrl,
  SITE_ORIGIN_MESSAGES,
} from '@showroom/contract/constants';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The top page's origin when this page is in another site's frame, else null. */
function framingOrigin(): string | null {
  if (window.top === window) return null;
  const ancestors = location.ancestorOrigins;
  let top: string | null = ancestors?.length ? (ancestors[ancestors.length - 1] ?? null) : null;
  // Firefox has no ancestorOrigins; the referrer is the framing page's address unless its policy hides it.
  if (!top && document.referrer) {
    try {
      top = new URL(document.referrer).origin;
    } catch {
      top = null;
    }
  }
  return top && top !== location.origin ? top : null;
}

/** The exact origin(s) a pro registers: this page's and, in a frame, its top page's. */
export function pageOrigins(): string {
  const top = framingOrigin();
  return top ? fill(SITE_ORIGIN_MESSAGES.framedBy, { origin: location.origin, top }) : location.origin;
}

/**
 * Tells the pro in the console, once at load, what keeps their widgets from working as they should
 * (decision 0077): a tag without `data-showroom` at once, and, when the showroom search embed.js
 * sends at load comes back marked ORIGIN_UNREGISTERED_HEADER, which origin(s) to register and where.
 * Returns the function that reads the search's answer.
 */
export function tellThePro(platformOrigin: string, showroom: string | null): (response: Response) => void {
  const consoleUrl = proEmbedsConsoleUrl(platformOrigin);
  if (!showroom)
    console.warn(fill(SITE_ORIGIN_MESSAGES.showroomMissing, { origins: pageOrigins(), console: consoleUrl }));
  let told = false;
  return (response) => {
    if (told || !response.headers.has(ORIGIN_UNREGISTERED_HEADER)) return;
    told = true;
    console.warn(fill(SITE_ORIGIN_MESSAGES.registerSite, { origins: pageOrigins(), console: consoleUrl }));
  };
}
