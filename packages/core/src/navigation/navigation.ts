import { SHELL_BASE_PATH, STORE_TAG, storePageHref, storeScreenOf } from '@showroom/contract';
import { showroomEventSource } from '../events/event-source.ts';
import { emitShowroomEvent, SHOWROOM_EVENTS } from '../events/showroom-events.ts';
import { showroomSelection } from '../showroom/showroom-selection.ts';

/** Moves to a shell route (a path such as `/cart`, relative to the shell's base). */
export type Navigator = (path: string) => void;

/** The shell's query parameter that carries the chosen showroom across origins. */
export const SHOWROOM_QUERY_PARAM = 'showroom';

let registeredNavigator: Navigator | null = null;
let configuredShellUrl: string | null = null;
let configuredStoreUrl: string | null = null;
let configuredLeave: ((url: string) => void) | null = null;

/**
 * Sets where the platform shell lives (the loader's `data-shell-url`) and, optionally, the pro's
 * page holding `<showroom-store>` (`data-store-url`), where widgets on the pro's other pages send
 * shoppers instead of the platform, and how a widget leaves the page when nobody handled its
 * `showroom:navigate` (an embed's `leavePage`; by default the browser just goes there).
 */
export function configureNavigation({
  shellUrl,
  storeUrl,
  leave,
}: {
  shellUrl: string;
  storeUrl?: string | null;
  leave?: (url: string) => void;
}): void {
  configuredShellUrl = shellUrl;
  configuredStoreUrl = storeUrl ?? null;
  configuredLeave = leave ?? null;
}

/** What embed.js's `<showroom-store>` offers widgets (decision 0075); declared by shape, core never imports the loader. */
interface StoreRouter {
  readonly path: string;
  hrefFor(path: string): string | null;
  replace(path: string): void;
}

/** The `<showroom-store>` on this page, once embed.js has defined it. */
function storeOnPage(): StoreRouter | null {
  const element = globalThis.document?.querySelector(STORE_TAG) as (Element & Partial<StoreRouter>) | null;
  return element && typeof element.hrefFor === 'function' ? (element as StoreRouter) : null;
}

/**
 * Where a store route opens from a page of the pro's site: the store on this page, else the pro's
 * store page (`data-store-url`); null for routes only the platform shows.
 */
function storeHrefFor(path: string): string | null {
  const store = storeOnPage();
  if (store) return store.hrefFor(path);
  if (!configuredStoreUrl || !storeScreenOf(path)) return null;
  // Against the document's base: a srcdoc frame's address (`about:srcdoc`) resolves nothing, its base is its parent's.
  return storePageHref(new URL(configuredStoreUrl, globalThis.document.baseURI).href, path);
}

/** The shell's address without a trailing slash; default `<current origin>/showroom`. */
export function shellUrl(): string {
  return (configuredShellUrl ?? `${globalThis.location.origin}${SHELL_BASE_PATH}`).replace(/\/+$/, '');
}

/** The shell registers its router here; returns the function that unregisters it. */
export function setNavigator(navigator: Navigator): () => void {
  registeredNavigator = navigator;
  return () => {
    if (registeredNavigator === navigator) registeredNavigator = null;
  };
}

/** Navigation as a page without the shell or embed.js has it; for tests, which share one page (decision 0122). */
export function resetNavigation(): void {
  registeredNavigator = null;
  configuredShellUrl = null;
  configuredStoreUrl = null;
  configuredLeave = null;
}

/**
 * The full shell URL of `path`. Browser storage is per origin, so when leaving an embed the
 * selected showroom travels in the query string for the shell to restore.
 */
function shellUrlFor(path: string): string {
  const url = new URL(`${shellUrl()}/${path.replace(/^\/+/, '')}`);
  const item = showroomSelection.current();
  if (item && !url.searchParams.has(SHOWROOM_QUERY_PARAM))
    url.searchParams.set(SHOWROOM_QUERY_PARAM, item.vsd_id);
  return url.href;
}

/** The shell's base path (`/showroom`) when the current page is one of the shell's, else null. */
function shellBasePathHere(): string | null {
  const base = new URL(shellUrl());
  const { origin, pathname } = globalThis.location;
  const basePath = base.pathname.replace(/\/+$/, '');
  if (origin !== base.origin) return null;
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return null;
  return basePath;
}

/**
 * The real address of a shell route, for an `href` that works opened in a new tab, copied or
 * shared. On a page of the shell it is the route under the shell's base (`/showroom/product/x`);
 * on a pro's site it is the store's address when a `<showroom-store>` (on this page, or the page of
 * `data-store-url`) shows the route, else the platform shell URL with the selected showroom: the
 * address {@link navigate} opens when the host page does not route itself.
 */
export function routeHref(path: string): string {
  const basePath = shellBasePathHere();
  if (basePath !== null) return `${basePath}/${path.replace(/^\/+/, '')}`;
  return storeHrefFor(path) ?? shellUrlFor(path);
}

/**
 * Goes to a shell route. Inside the shell that is its router. In an embed a cancelable
 * `showroom:navigate` event goes out from `showroomEventSource(from)` (a widget's element) so the
 * host page (or its `<showroom-store>`) can route itself; if nobody cancels it, the browser opens
 * the pro's store page (`data-store-url`) for a store route, else the platform shell; an embed
 * carries the visitor's session or cart there (`leavePage`, configured by `applyEmbedConfig`).
 */
export function navigate(path: string, { from }: { from?: EventTarget | null } = {}): void {
  if (registeredNavigator) {
    registeredNavigator(path);
    return;
  }
  const url = storeHrefFor(path) ?? shellUrlFor(path);
  const target = showroomEventSource(from);
  const proceed = emitShowroomEvent(target, SHOWROOM_EVENTS.navigate, { path, url }, { cancelable: true });
  if (!proceed) return;
  if (configuredLeave) configuredLeave(url);
  else globalThis.location.assign(url);
}

/**
 * Records a screen's own change of route (the visualizer's design) in the address of the
 * `<showroom-store>` showing it, without a history entry; nothing elsewhere (the shell keeps its
 * own address, a lone widget on a pro's page has none).
 */
export function replaceRoute(path: string): void {
  storeOnPage()?.replace(path);
}

/**
 * The current shell route with its query (e.g. `/cart?x=1`), used as the post-login redirect. In a
 * `<showroom-store>` it is the store's route; elsewhere on a pro's site there is none, so it is `/`.
 */
export function currentPath(): string {
  const basePath = shellBasePathHere();
  if (basePath === null) return storeOnPage()?.path ?? '/';
  const { pathname, search } = globalThis.location;
  return (pathname.slice(basePath.length) || '/') + search;
}
