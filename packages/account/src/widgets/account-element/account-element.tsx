import { loginPath, ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { navigate } from '@showroom/core';
import { Button, StyleSheet, useHostElement, useIsLoggedIn } from '@showroom/ui';
import { Suspense } from 'react';
import { AccountScreen } from '../../lazy/account-screens.ts';
import { ScreenFallback } from '../../lazy/screen-fallback.tsx';
import { ReservedSize } from '../reserved-size/reserved-size.tsx';
import { screenAtPath } from '../route-screen/route-screen.tsx';
import css from './account-element.css?inline';

/** The pages `<showroom-account page>` shows (inside a `<showroom-store>`); the account by default. */
const ACCOUNT_PAGES: readonly string[] = [
  ROUTE_PATHS.account,
  ROUTE_PATHS.yourOrders,
  ROUTE_PATHS.notifications,
  ROUTE_PATHS.changePassword,
];

const pathname = (path: string) => path.split('?', 1)[0] ?? '';

export interface AccountElementProps {
  /** The `page` attribute: `/account` (default), `/your_orders?order=7`, `/notification`, `/change_password`. */
  page?: string;
}

/**
 * What `<showroom-account>` shows: the account screen (or the `page` it names: orders,
 * notifications, change password) when signed in, otherwise a short prompt whose Sign In goes to
 * the sign-in, coming back to that page (`showroom:navigate` in an embed). It follows the
 * session, so signing in or out elsewhere on the page (or in another tab) switches it.
 */
export function AccountElement({ page }: AccountElementProps) {
  const loggedIn = useIsLoggedIn();
  const host = useHostElement();
  const path = page && ACCOUNT_PAGES.includes(pathname(page)) ? page : ROUTE_PATHS.account;
  return (
    <ReservedSize element="account">
      {loggedIn ? (
        <Suspense fallback={<ScreenFallback />}>{screenAtPath(path) ?? <AccountScreen />}</Suspense>
      ) : (
        <section className="sr-account-prompt">
          <StyleSheet name="sr-account-element" css={css} />
          <h2 className="sr-account-prompt__title">My Account</h2>
          <p className="sr-account-prompt__text">{ACCOUNT_MESSAGES.accountSignInPrompt}</p>
          <Button onClick={() => navigate(loginPath(path), { from: host })}>Sign In</Button>
        </section>
      )}
    </ReservedSize>
  );
}
