import { loginPath } from '@showroom/contract';
import { currentPath, navigate } from '@showroom/core';
import { useIsLoggedIn } from '@showroom/ui';
import { useEffect } from 'react';

/**
 * Screens that need a session (/change_password, /verifiction) send a signed-out visitor to
 * Login with this page as the redirect. The shell's route guard normally does it first; this
 * covers the screen rendered anywhere else, and a sign-out in another tab while on it.
 */
export function useRequireLogin(): boolean {
  const signedIn = useIsLoggedIn();
  useEffect(() => {
    if (!signedIn) navigate(loginPath(currentPath()));
  }, [signedIn]);
  return signedIn;
}
