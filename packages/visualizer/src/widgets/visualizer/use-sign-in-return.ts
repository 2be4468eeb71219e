import { ROUTE_PATHS } from '@showroom/contract';
import { SHOWROOM_EVENTS, type ShowroomEvent, session } from '@showroom/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { readDesignAddress } from '../../model/design-address.ts';

export interface SignInReturnHandlers {
  /** The sign-in's link to the registration, or the registration's back to the sign-in. */
  onScreen: (screen: 'login' | 'register') => void;
  /** Back from sign-in or registration: the project made from the draft, or null if none was. */
  onReturn: (projectId: number | null) => void;
}

/**
 * While the embedded visualizer shows the platform's sign-in, the `showroom:navigate` events it
 * sends are handled here and cancelled (as `<showroom-checkout>` does), so the visitor stays on the
 * pro's page: the visual redirect back to this design (`/visualize?...&project=<id>`, or
 * `/visualize` when no project could be made), home after a failed creation, and the switches
 * between sign-in and registration. Any other link goes on to the platform.
 */
export function useSignInReturn(active: boolean, handlers: SignInReturnHandlers): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!active) return;
    function onNavigate(event: Event) {
      const { detail } = event as ShowroomEvent<typeof SHOWROOM_EVENTS.navigate>;
      if (!event.cancelable || !detail) return;
      const [pathname = '', query = ''] = detail.path.split('?', 2);
      const signedIn = session.isLoggedIn();
      let handled = true;
      if (!signedIn && pathname === ROUTE_PATHS.register) latest.current.onScreen('register');
      else if (!signedIn && pathname === ROUTE_PATHS.login) latest.current.onScreen('login');
      else if (pathname === ROUTE_PATHS.visualize)
        latest.current.onReturn(readDesignAddress(new URLSearchParams(query)).projectId);
      else if (signedIn && pathname === ROUTE_PATHS.home) latest.current.onReturn(null);
      else handled = false;
      if (!handled) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    // Capture on the window: before any listener of the host page, wherever the event was sent from.
    window.addEventListener(SHOWROOM_EVENTS.navigate, onNavigate, true);
    return () => window.removeEventListener(SHOWROOM_EVENTS.navigate, onNavigate, true);
  }, [active]);
}
