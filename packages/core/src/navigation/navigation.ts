import { SHELL_BASE_PATH } from '@showroom/contract';
import { showroomEventSource } from '../events/event-source.ts';
import { emitShowroomEvent, SHOWROOM_EVENTS } from '../events/showroom-events.ts';
import { showroomSelection } from '../showroom/showroom-selection.ts';

/** Moves to a shell route (a path such as `/cart`, relative to the shell's base). */
export type Navigator = (path: string) => void;

/** The shell's query parameter that carries the chosen showroom across origins. */
export const SHOWROOM_QUERY_PARAM = 'showroom';

let registeredNavigator: Navigator | null = null;
let configuredShellUrl: string | null = null;

/** Sets where the platform shell lives; embeds get it from the loader's `data-shell-url`. */
export function configureNavigation({ shellUrl }: { shellUrl: string }): void {
  configuredShellUrl = shellUrl;
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
 * anywhere else (an embed on a pro's site) it is the platform shell URL with the selected showroom,
 * the address {@link navigate} opens when the host page does not route itself.
 */
export function routeHref(path: string): string {
  const basePath = shellBasePathHere();
  return basePath === null ? shellUrlFor(path) : `${basePath}/${path.replace(/^\/+/, '')}`;
}

/**
 * Goes to a shell route. Inside the shell that is its router. In an embed a cancelable
 * `showroom:navigate` event goes out from `showroomEventSource(from)` (a widget's element) so the
 * host page can route itself; if nobody cancels it, the browser opens the platform shell there.
 */
export function navigate(path: string, { from }: { from?: EventTarget | null } = {}): void {
  if (registeredNavigator) {
    registeredNavigator(path);
    return;
  }
  const url = shellUrlFor(path);
  const target = showroomEventSource(from);
  const proceed = emitShowroomEvent(target, SHOWROOM_EVENTS.navigate, { path, url }, { cancelable: true });
  if (proceed) globalThis.location.assign(url);
}

/**
 * The current shell route with its query (e.g. `/cart?x=1`), used as the post-login redirect.
 * Outside the shell (an embed on a pro's site) there is no shell route yet, so it is `/`.
 */
export function currentPath(): string {
  const basePath = shellBasePathHere();
  if (basePath === null) return '/';
  const { pathname, search } = globalThis.location;
  return (pathname.slice(basePath.length) || '/') + search;
}
