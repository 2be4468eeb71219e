import { ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { ShellLink, StyleSheet, useIsLoggedIn } from '@showroom/ui';
import { FormCard, FormStatus } from '@showroom/ui/form';
import css from './account-verified-screen.css?inline';

/** The confirmation of a verified address, with the way on: shopping and My Account, or Sign In. */
export function VerifiedPanel({
  message = ACCOUNT_MESSAGES.emailVerified,
}: {
  message?: string | undefined;
}) {
  const signedIn = useIsLoggedIn();
  return (
    <FormCard title="Email verified" footer={<ShellLink to={ROUTE_PATHS.home}>Continue Shopping</ShellLink>}>
      <StyleSheet name="sr-account-verified-screen" css={css} />
      <FormStatus tone="success">{message}</FormStatus>
      <div className="sr-form-card__actions sr-verified__actions">
        {signedIn ? (
          <ShellLink to={ROUTE_PATHS.account} className="sr-form-card__button-link">
            Go to My Account
          </ShellLink>
        ) : (
          <ShellLink to={ROUTE_PATHS.login} className="sr-form-card__button-link">
            Sign In
          </ShellLink>
        )}
      </div>
    </FormCard>
  );
}
