import type { ShopProfile } from '@showroom/contract';
import { ROUTE_PATHS, SHOP_LINK_LABELS } from '@showroom/contract';

/** Spec §2 Footer: the platform's own pages, in the spec's order. */
export const INTERNAL_LINKS = [
  [ROUTE_PATHS.yourOrders, 'Your Orders'],
  [ROUTE_PATHS.returnPolicy, 'Return Policy'],
  [ROUTE_PATHS.faq, 'FAQ'],
  [ROUTE_PATHS.contact, 'Contact'],
  [ROUTE_PATHS.privacyPolicy, 'Privacy Policy'],
  [ROUTE_PATHS.cookiesPolicy, 'Cookies Policy'],
  [ROUTE_PATHS.termsOfService, 'Terms of Service'],
] as const;

export interface ProLink {
  label: string;
  href: string;
  /** Opens in a new tab (web pages); phone and e-mail links do not. */
  external: boolean;
}

/** Labels of the shop profile's `links` keys (the contract's), in the order the footer lists them. */
const LINK_LABELS: Readonly<Record<string, string>> = SHOP_LINK_LABELS;

/** Only http(s) links reach an `href`: a profile is pro-edited data, `javascript:` must not pass. */
function safeWebUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The pro's external links of spec §2 Footer: own website, the marketing pages in `links`
 * (whatever the profile has), phone and e-mail. Unknown `links` keys are listed after known ones.
 */
export function proLinks(profile: Pick<ShopProfile, 'website_url' | 'phone' | 'email' | 'links'>): ProLink[] {
  const result: ProLink[] = [];
  const website = safeWebUrl(profile.website_url);
  if (website) result.push({ label: 'Website', href: website, external: true });
  const keys = [
    ...Object.keys(LINK_LABELS).filter((key) => key in profile.links),
    ...Object.keys(profile.links).filter((key) => !(key in LINK_LABELS)),
  ];
  for (const key of keys) {
    const href = safeWebUrl(profile.links[key]);
    const label = LINK_LABELS[key] ?? key.replace(/[-_]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
    if (href) result.push({ label, href, external: true });
  }
  const phone = profile.phone?.replace(/[^\d+]/g, '');
  if (phone) result.push({ label: profile.phone ?? phone, href: `tel:${phone}`, external: false });
  if (profile.email) result.push({ label: profile.email, href: `mailto:${profile.email}`, external: false });
  return result;
}
