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
  return (configuredShellUrl ?? `${globalThis.location.origin}/showroom`).replace(/\/+$/, '');
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

/**
 * Goes to a shell route. Inside the shell that is its router. In an embed a cancelable
 * `showroom:navigate` event goes out from `from` (or the document) so the host page can route
 * itself; if nobody cancels it, the browser opens the platform shell at that route.
 */
export function navigate(path: string, { from }: { from?: EventTarget } = {}): void {
  if (registeredNavigator) {
    registeredNavigator(path);
    return;
  }
  const url = shellUrlFor(path);
  const target = from ?? globalThis.document;
  const proceed = emitShowroomEvent(target, SHOWROOM_EVENTS.navigate, { path, url }, { cancelable: true });
  if (proceed) globalThis.location.assign(url);
}

/**
 * The current shell route with its query (e.g. `/cart?x=1`), used as the post-login redirect.
 * Outside the shell (an embed on a pro's site) there is no shell route yet, so it is `/`.
 */
export function currentPath(): string {
  const base = new URL(shellUrl());
  const { origin, pathname, search } = globalThis.location;
  const basePath = base.pathname.replace(/\/+$/, '');
  if (origin !== base.origin) return '/';
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return '/';
  return (pathname.slice(basePath.length) || '/') + search;
}
