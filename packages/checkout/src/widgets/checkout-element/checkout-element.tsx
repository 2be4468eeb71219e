import { loginPath, ROUTE_PATHS, routeSearch } from '@showroom/contract';
import { CHECKOUT_SCREEN_MESSAGES } from '@showroom/contract/checkout';
import { replaceRoute } from '@showroom/core';
import { ShellLink, useHostElement, useIsLoggedIn, useNavigateHere } from '@showroom/ui';
import { SignInSlot } from '@showroom/ui/account';
import { useCallback, useEffect, useState } from 'react';
import { CardFieldsContext } from '../../payment/card-fields.ts';
import { PlatformCardFields } from '../payment-screen/platform-card-fields.tsx';
import { CHECKOUT_SCREENS } from '../route-screen/route-screen.tsx';
import { checkoutPath } from '../shared/checkout-paths.ts';
import { CheckoutStyles } from '../shared/checkout-styles.tsx';
import { readElementStep, rememberElementStep } from './element-step.ts';

/** The step a checkout path names (`/checkout-payment?coupon=X` → the payment step), or null. */
export function checkoutStep(path: string): string | null {
  const [pathname = ''] = path.split(/[?#]/);
  return pathname in CHECKOUT_SCREENS ? pathname : null;
}

export interface CheckoutElementProps {
  /** The `page` attribute: the step to show with its query (`/checkout-payment?coupon=X`); default `/checkout`. */
  page?: string;
}

/**
 * `<showroom-checkout>`: the whole checkout on a pro's page. Its steps (checkout, payment, thank
 * you) are internal: a `showroom:navigate` to one of them, from this element or any widget on the
 * page (the cart's Checkout, the sign-in's redirect), is handled here and cancelled, so the visitor
 * stays on the pro's site; other routes go on to the host page or the platform. Signed out, it
 * shows the platform's sign-in (`<showroom-login>`) in its place and continues once signed in.
 * The step and its applied coupon survive a reload (this tab's sessionStorage, element-step.ts).
 */
export function CheckoutElement({ page }: CheckoutElementProps) {
  const loggedIn = useIsLoggedIn();
  const host = useHostElement();
  // A reload shows the step (and the applied coupon) the visitor was on, as the shell's address does;
  // in a `<showroom-store>` the store's address names it (`page`).
  const [path, setPath] = useState<string>(() => {
    const start = page ?? readElementStep();
    return start !== null && checkoutStep(start) !== null ? start : ROUTE_PATHS.checkout;
  });

  // In a `<showroom-store>` the store routes the steps and sets `page`; the step follows it.
  useEffect(() => {
    if (page && checkoutStep(page)) setPath(page);
  }, [page]);

  // A coupon applied on the checkout step is remembered with it, before Continue puts it in the path;
  // a store keeps it in its address too.
  const onCouponApplied = useCallback((code: string | null) => {
    rememberElementStep(checkoutPath(code));
    replaceRoute(checkoutPath(code));
  }, []);

  // The checkout's own steps are handled here, so the visitor stays on the pro's site.
  useNavigateHere(true, (next) => {
    if (checkoutStep(next) === null) return false;
    setPath(next);
    rememberElementStep(next);
    // The new step starts at the element's top, wherever the visitor had scrolled.
    if (host && host.getBoundingClientRect().top < 0) host.scrollIntoView({ block: 'start' });
    return true;
  });

  if (!loggedIn) {
    return (
      <section className="sr-page sr-checkout">
        <CheckoutStyles />
        <header className="sr-checkout__header">
          <h2 className="sr-page__title">Checkout</h2>
        </header>
        <p className="sr-page-muted">{CHECKOUT_SCREEN_MESSAGES.signInLead}</p>
        {host ? (
          <SignInSlot host={host} redirect={ROUTE_PATHS.checkout} />
        ) : (
          <ShellLink to={loginPath(ROUTE_PATHS.checkout)} className="sr-checkout-link-button">
            Sign In
          </ShellLink>
        )}
      </section>
    );
  }
  const step = checkoutStep(path) ?? ROUTE_PATHS.checkout;
  const screen = CHECKOUT_SCREENS[step];
  const search = routeSearch(path);
  return (
    <CardFieldsContext value={PlatformCardFields}>
      {screen?.({ query: new URLSearchParams(search), params: {} }, { onCouponApplied })}
    </CardFieldsContext>
  );
}
