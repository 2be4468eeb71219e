import { matchRoute, routeSearch } from './route-match.ts';
import { ROUTE_PATHS } from './route-paths.ts';

/**
 * `<showroom-store>`: the whole store inside a pro's page (decision 0075). It shows one widget
 * element per shell route, and the page's address carries the route in this query parameter
 * (`https://pro.example/shop/?showroom-path=/product/ab12`), so back, forward, reload and a copied
 * link work on any host without server rewrites.
 */
export const STORE_TAG = 'showroom-store';
export const STORE_PATH_PARAM = 'showroom-path';

/** A route's screen inside the store: the widget element and its attributes. */
export interface StoreScreen {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string>>;
}

type ScreenOf = (params: Record<string, string>, path: string) => StoreScreen;

// Plain strings throughout: the contract runs where no URL classes are typed (no DOM library).
/** The query parts of `search` (`?a=1&b=2` or `a=1&b=2`), as written. */
const queryParts = (search: string): string[] => search.replace(/^\?/, '').split('&').filter(Boolean);

/** The decoded value of `name` in `search`, or null; a malformed value counts as missing. */
function queryValue(search: string, name: string): string | null {
  const part = queryParts(search).find((candidate) => candidate.startsWith(`${name}=`));
  if (part === undefined) return null;
  try {
    return decodeURIComponent(part.slice(name.length + 1).replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

const screen =
  (tag: string, attributes: Record<string, string> = {}): ScreenOf =>
  () => ({ tag, attributes });

/** The `page` attribute: the route with its query, for elements that show several routes. */
const paged =
  (tag: string): ScreenOf =>
  (_params, path) => ({ tag, attributes: { page: path } });

/**
 * The shell routes a homeowner's shopping goes through, each to the element that shows it. Other
 * routes (content pages, password links, pros' pages) open on the platform, as before.
 */
const STORE_ROUTES: ReadonlyArray<readonly [string, ScreenOf]> = [
  [ROUTE_PATHS.home, screen('showroom-catalog')],
  [ROUTE_PATHS.contractorShowroom, screen('showroom-catalog')],
  [ROUTE_PATHS.category, ({ category = '' }) => ({ tag: 'showroom-catalog', attributes: { category } })],
  [
    ROUTE_PATHS.categoryProducts,
    ({ category = '' }) => ({ tag: 'showroom-catalog', attributes: { category } }),
  ],
  [ROUTE_PATHS.product, ({ hash = '' }) => ({ tag: 'showroom-product', attributes: { hash } })],
  [ROUTE_PATHS.ourBrands, screen('showroom-brands')],
  [ROUTE_PATHS.cart, screen('showroom-cart')],
  [ROUTE_PATHS.checkout, paged('showroom-checkout')],
  [ROUTE_PATHS.checkoutPayment, paged('showroom-checkout')],
  [ROUTE_PATHS.thankYou, paged('showroom-checkout')],
  [
    ROUTE_PATHS.login,
    (_params, path) => {
      const redirect = queryValue(routeSearch(path), 'redirect');
      return { tag: 'showroom-login', attributes: redirect ? { redirect } : {} };
    },
  ],
  [ROUTE_PATHS.register, screen('showroom-register')],
  [ROUTE_PATHS.account, paged('showroom-account')],
  [ROUTE_PATHS.yourOrders, paged('showroom-account')],
  [ROUTE_PATHS.notifications, paged('showroom-account')],
  [ROUTE_PATHS.changePassword, paged('showroom-account')],
  [ROUTE_PATHS.visualize, paged('showroom-visualizer')],
  [ROUTE_PATHS.designAi, paged('showroom-design-ai')],
  [ROUTE_PATHS.designAiLogin, paged('showroom-design-ai')],
  [ROUTE_PATHS.designAiSignUp, paged('showroom-design-ai')],
  [ROUTE_PATHS.designAiWelcome, paged('showroom-design-ai')],
];

/** The screen of a store route (`/product/ab12`, `/checkout-payment?coupon=X`), or null when it opens on the platform. */
export function storeScreenOf(path: string): StoreScreen | null {
  for (const [pattern, screenOf] of STORE_ROUTES) {
    const params = matchRoute(pattern, path);
    if (params) return screenOf(params, path);
  }
  return null;
}

/**
 * Whether a page's address is one to share, with the route in its query. A browser rewrites only the
 * fragment of an address that is not http(s) or file (HTML's "can have its URL rewritten"; `pushState`
 * throws otherwise): a `srcdoc` frame (`about:srcdoc`: the console's snippet preview, a site builder's
 * HTML block), `about:blank`, `blob:`. There the route goes in the fragment, and the address opens
 * nothing elsewhere.
 */
export function isShareablePageAddress(pageHref: string): boolean {
  return /^(https?|file):/i.test(pageHref);
}

/** What carries the route in `pageHref`: its query, or its fragment when the address is not shareable. */
function routePart(pageHref: string): string {
  const [beforeHash = '', fragment = ''] = pageHref.split('#', 2);
  if (!isShareablePageAddress(pageHref)) return fragment;
  const queryAt = beforeHash.indexOf('?');
  return queryAt < 0 ? '' : beforeHash.slice(queryAt);
}

/** The route a store page's address names (its `showroom-path`), `/` when none or not a route. */
export function storePathAt(pageHref: string): string {
  const path = queryValue(routePart(pageHref), STORE_PATH_PARAM);
  return path?.startsWith('/') && !path.startsWith('//') ? path : ROUTE_PATHS.home;
}

/**
 * The address of `path` on the store page `pageHref`: the page's own address and query (its hash
 * dropped), with the route in `showroom-path`; on an address that is not shareable, in its fragment.
 * Slashes stay readable; the rest is encoded.
 */
export function storePageHref(pageHref: string, path: string): string {
  const [beforeHash = ''] = pageHref.split('#', 1);
  const route =
    path === ROUTE_PATHS.home ? null : `${STORE_PATH_PARAM}=${encodeURIComponent(path).replace(/%2F/g, '/')}`;
  if (!isShareablePageAddress(pageHref)) return route ? `${beforeHash}#${route}` : beforeHash;
  const queryAt = beforeHash.indexOf('?');
  const page = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const others = queryParts(queryAt < 0 ? '' : beforeHash.slice(queryAt)).filter(
    (part) => !part.startsWith(`${STORE_PATH_PARAM}=`),
  );
  const parts = route ? [...others, route] : others;
  return parts.length > 0 ? `${page}?${parts.join('&')}` : page;
}
