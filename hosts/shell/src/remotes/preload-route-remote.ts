import { currentPath, session } from '@showroom/core';
import { parse } from 'regexparam';
import { findRouteMeta } from '../routes/use-route-meta.ts';
import { REMOTE_SCREENS } from './remote-modules.ts';

/**
 * Starts fetching the remote of the page being opened (its remoteEntry.js, then its route
 * screen) before React renders, so the page's content arrives one render sooner (LCP, issue #11).
 * Not for a page that will send a visitor to sign in first. `parse` is the router's own default
 * pattern parser. A failure is left to the route's RemoteBoundary, which loads again and shows the
 * retry message.
 */
export function preloadRouteRemote(path = currentPath()): void {
  const [pathname = '/'] = path.split(/[?#]/);
  const meta = findRouteMeta(parse, pathname);
  if (!meta || !('remote' in meta.owner) || (meta.requiresLogin && !session.isLoggedIn())) return;
  REMOTE_SCREENS[meta.owner.remote]().catch(() => undefined);
}
