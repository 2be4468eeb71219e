import { loginPath, ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { navigate } from '@showroom/core';
import { Button, StyleSheet, useHostElement, useIsLoggedIn } from '@showroom/ui';
import { AccountScreen } from '../account-screen/account-screen.tsx';
import { ReservedSize } from '../reserved-size/reserved-size.tsx';
import css from './account-element.css?inline';

/** Where Sign In goes: the platform's sign-in, coming back to the account afterwards. */
const SIGN_IN_PATH = loginPath(ROUTE_PATHS.account);

/**
 * What `<showroom-account>` shows: the account screen when signed in, otherwise a short prompt
 * whose Sign In goes to the platform's sign-in (`showroom:navigate` in an embed). It follows the
 * session, so signing in or out elsewhere on the page (or in another tab) switches it.
 */
export function AccountElement() {
  const loggedIn = useIsLoggedIn();
  const host = useHostElement();
  return (
    <ReservedSize element="account">
      {loggedIn ? (
        <AccountScreen />
      ) : (
        <section className="sr-account-prompt">
          <StyleSheet name="sr-account-element" css={css} />
          <h2 className="sr-account-prompt__title">My Account</h2>
          <p className="sr-account-prompt__text">{ACCOUNT_MESSAGES.accountSignInPrompt}</p>
          <Button onClick={() => navigate(SIGN_IN_PATH, { from: host })}>Sign In</Button>
        </section>
      )}
    </ReservedSize>
  );
}
