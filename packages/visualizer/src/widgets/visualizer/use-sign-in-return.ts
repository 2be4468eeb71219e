import { ROUTE_PATHS } from '@showroom/contract';
import { session } from '@showroom/core';
import { useNavigateHere } from '@showroom/ui';
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
  useNavigateHere(active, (path) => {
    const [pathname = '', query = ''] = path.split('?', 2);
    const signedIn = session.isLoggedIn();
    if (!signedIn && pathname === ROUTE_PATHS.register) handlers.onScreen('register');
    else if (!signedIn && pathname === ROUTE_PATHS.login) handlers.onScreen('login');
    else if (pathname === ROUTE_PATHS.visualize)
      handlers.onReturn(readDesignAddress(new URLSearchParams(query)).projectId);
    else if (signedIn && pathname === ROUTE_PATHS.home) handlers.onReturn(null);
    else return false;
    return true;
  });
}
