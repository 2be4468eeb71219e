import { STORAGE_KEYS, UI_TIMING } from '@showroom/contract';
import { PAGE_DESCRIPTIONS } from '@showroom/contract/constants';
import { setNavigator, storage } from '@showroom/core';
import { closeAllModals } from '@showroom/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useSettings } from '../settings/settings-store.ts';
import { postLoginRedirect } from './redirect-rules.ts';
import type { RouteMeta } from './route-table.ts';

/** Sets the page's `<meta name="description">` (search results and shared links show it). */
function describePage(text: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = text;
}

/**
 * What happens on every navigation (spec §2): the previous path is stored as the post-login
 * redirect, the title becomes app name + route title (and the meta description the route's), open modals close and the page scrolls to
 * the top after 100 ms. Also hands the router to core, so widgets navigate without a reload.
 */
export function NavigationEffects({ meta }: { meta: RouteMeta | undefined }) {
  const [path, navigate] = useLocation();
  const previousPath = useRef<string | null>(null);
  const appName = useSettings((state) => state.settings?.app_name ?? 'Showroom');

  useEffect(() => setNavigator((to) => navigate(to)), [navigate]);

  // A shared product link arrives with the server's description of that product (and Open Graph
  // tags): on that first page it is more specific than the route's, so it stays.
  const [serverDescribedPath] = useState(() =>
    document.head.querySelector('meta[property="og:url"]') ? path : null,
  );

  useEffect(() => {
    document.title = meta ? `${appName} | ${meta.title}` : appName;
    if (meta && path !== serverDescribedPath) describePage(PAGE_DESCRIPTIONS[meta.description]);
  }, [appName, meta, path, serverDescribedPath]);

  useEffect(() => {
    const from = previousPath.current;
    previousPath.current = path;
    if (from === null) return;
    const redirect = postLoginRedirect(from, path);
    if (redirect) storage.set(STORAGE_KEYS.redirectTo, redirect);
    closeAllModals();
    const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), UI_TIMING.pageScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [path]);

  return null;
}
