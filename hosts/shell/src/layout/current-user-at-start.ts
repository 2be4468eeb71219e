import { session } from '@showroom/core';
import { useEffect } from 'react';

let requested = false;

/**
 * Once per page load, when a token is stored, refreshes the signed-in user from the server
 * (`GET /api/authuser`); core removes the token when that fails (spec §4 Session, §8). The
 * header runs it because it is on every route; the module flag keeps it to one request across
 * layouts, route changes and StrictMode's double effects.
 */
export function useCurrentUserAtStart(): void {
  useEffect(() => {
    if (requested) return;
    requested = true;
    // Loaded on demand: a visitor without a token never downloads the account code.
    if (session.isLoggedIn())
      void import('@showroom/core/account').then((account) => account.loadCurrentUser());
  }, []);
}
