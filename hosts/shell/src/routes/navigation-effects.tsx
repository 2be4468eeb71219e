import { STORAGE_KEYS, UI_TIMING } from '@showroom/contract';
import { setNavigator, storage } from '@showroom/core';
import { closeAllModals } from '@showroom/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { useSettings } from '../settings/settings-store.ts';
import { postLoginRedirect } from './redirect-rules.ts';
import type { RouteMeta } from './route-table.ts';

/**
 * What happens on every navigation (spec §2): the previous path is stored as the post-login
 * redirect, the title becomes app name + route title, open modals close and the page scrolls to
 * the top after 100 ms. Also hands the router to core, so widgets navigate without a reload.
 */
export function NavigationEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const previousPath = useRef<string | null>(null);
  const appName = useSettings((state) => state.settings?.app_name ?? 'Showroom');
  const meta = matches.at(-1)?.handle as RouteMeta | undefined;

  useEffect(() => setNavigator((path) => navigate(path)), [navigate]);

  useEffect(() => {
    document.title = meta ? `${appName} | ${meta.title}` : appName;
  }, [appName, meta]);

  useEffect(() => {
    const from = previousPath.current;
    previousPath.current = location.pathname;
    if (from === null) return;
    const redirect = postLoginRedirect(from, location.pathname);
    if (redirect) storage.set(STORAGE_KEYS.redirectTo, redirect);
    closeAllModals();
    const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), UI_TIMING.pageScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [location.pathname]);

  return null;
}
