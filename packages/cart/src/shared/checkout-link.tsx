import { loginPath, ROUTE_PATHS, STORAGE_KEYS } from '@showroom/contract';
import { storage } from '@showroom/core';
import { ShellLink, useIsLoggedIn } from '@showroom/ui';

/**
 * Checkout as a real link: signed in it goes to /checkout; signed out to Login with /checkout as
 * the redirect (spec §2 route guard: "going from Cart to Login stores /checkout"), in the query for
 * a new tab or another origin and in the stored `redirect_to` for this one.
 */
export function CheckoutLink({ onNavigate }: { onNavigate?: () => void }) {
  const loggedIn = useIsLoggedIn();
  return (
    <ShellLink
      className="sr-cart-checkout"
      to={loggedIn ? ROUTE_PATHS.checkout : loginPath(ROUTE_PATHS.checkout)}
      onNavigate={() => {
        if (!loggedIn) storage.set(STORAGE_KEYS.redirectTo, ROUTE_PATHS.checkout);
        onNavigate?.();
      }}
    >
      Checkout
    </ShellLink>
  );
}
