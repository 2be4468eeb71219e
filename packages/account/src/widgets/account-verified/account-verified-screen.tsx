import { loginPath, ROUTE_PATHS } from '@showroom/contract';
import { loadCurrentUser } from '@showroom/core/account';
import { ShellLink, StyleSheet, useSession } from '@showroom/ui';
import { FormCard } from '@showroom/ui/form';
import { useEffect } from 'react';
import css from './account-verified-screen.css?inline';
import { VerifiedPanel } from './verified-panel.tsx';

/**
 * /account_verify: the landing page after an email verification (decision 0021). It says
 * where the account stands: verified (continue, My Account), not yet (go check the inbox), or
 * signed out (sign in; the verification itself needs no session).
 */
export function AccountVerifiedScreen() {
  const { user, isLoggedIn } = useSession();

  useEffect(() => {
    if (isLoggedIn) void loadCurrentUser();
  }, [isLoggedIn]);

  const body =
    isLoggedIn && user && !user.email_verified_at ? (
      <FormCard
        title="Email not verified yet"
        lead={<>Open the link we sent to {user.email} to verify your address.</>}
        footer={<ShellLink to={ROUTE_PATHS.home}>Continue Shopping</ShellLink>}
      >
        <ShellLink to={ROUTE_PATHS.verification} className="sr-form-card__button-link">
          Resend or check again
        </ShellLink>
      </FormCard>
    ) : isLoggedIn ? (
      <VerifiedPanel />
    ) : (
      <FormCard
        title="Email verification"
        lead="The link we emailed you verifies your address on its own. Sign in to continue with your account."
        footer={<ShellLink to={ROUTE_PATHS.home}>Continue Shopping</ShellLink>}
      >
        <ShellLink to={loginPath(ROUTE_PATHS.accountVerify)} className="sr-form-card__button-link">
          Sign In
        </ShellLink>
      </FormCard>
    );

  return (
    <>
      <StyleSheet name="sr-account-verified-screen" css={css} />
      {body}
    </>
  );
}
