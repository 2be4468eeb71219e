import { loginPath, MESSAGES, ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { ApiError } from '@showroom/core';
import { resendVerificationEmail, verifyEmail } from '@showroom/core/account';
import { Button, ShellLink, StyleSheet, useIsLoggedIn, useResource } from '@showroom/ui';
import { FormCard, FormStatus } from '@showroom/ui/form';
import { useState } from 'react';
import { VerifiedPanel } from '../account-verified/verified-panel.tsx';
import css from './verify-email-screen.css?inline';

/**
 * Verifications under way, by token: the link is single-use, so StrictMode's second effect (or a
 * second mount) must share the first request instead of spending the token twice.
 */
const pending = new Map<string, ReturnType<typeof verifyEmail>>();

function verifyOnce(token: string): ReturnType<typeof verifyEmail> {
  const request = pending.get(token) ?? verifyEmail(token);
  pending.set(token, request);
  request.catch(() => pending.delete(token));
  return request;
}

/**
 * The mailed verification link (spec §2 /verify/{hash}): verifies the address, signed in or not,
 * and says how it went. An invalid or expired link says so plainly and offers a new one: at once
 * when signed in, through Sign In otherwise.
 */
export function VerifyEmailScreen({ token }: { token: string }) {
  // The request takes no signal: the link is single-use, so a verification once sent is let finish.
  const { state: verification, retry } = useResource(token, () => verifyOnce(token));
  if (verification.status === 'ready') {
    return <VerifiedPanel message={verification.data.message || undefined} />;
  }
  const failed = verification.status === 'error';
  const unreachable =
    failed && verification.error instanceof ApiError && verification.error.kind === 'network';
  const invalid = failed && !unreachable;
  const footer = <ShellLink to={ROUTE_PATHS.home}>Continue Shopping</ShellLink>;
  return (
    <FormCard title={invalid ? 'This link does not work' : 'Verifying your email'} footer={footer}>
      <StyleSheet name="sr-verify-email-screen" css={css} />
      {verification.status === 'loading' && (
        <FormStatus>{ACCOUNT_MESSAGES.verificationLinkChecking}</FormStatus>
      )}
      {unreachable && (
        <>
          <FormStatus tone="error">{MESSAGES.serverErrorFallback}</FormStatus>
          <div className="sr-form-card__actions sr-verify-email__actions">
            <Button onClick={retry}>{MESSAGES.retry}</Button>
          </div>
        </>
      )}
      {invalid && <InvalidLink />}
    </FormCard>
  );
}

/** An invalid or expired link: a new one at once when signed in, through Sign In otherwise. */
function InvalidLink() {
  const signedIn = useIsLoggedIn();
  const [resent, setResent] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  async function onResend() {
    setResending(true);
    try {
      setResent(await resendVerificationEmail());
    } catch {
      // The API client has shown the catalogue's message (a rate limit with the wait).
    } finally {
      setResending(false);
    }
  }

  return (
    <>
      <FormStatus tone="error">{ACCOUNT_MESSAGES.verificationLinkInvalid}</FormStatus>
      {resent && <FormStatus tone="success">{resent}</FormStatus>}
      <div className="sr-form-card__actions sr-verify-email__actions">
        {signedIn ? (
          <Button busy={resending} onClick={onResend}>
            Send a new link
          </Button>
        ) : (
          <ShellLink to={loginPath(ROUTE_PATHS.verification)} className="sr-form-card__link">
            Sign in to get a new link
          </ShellLink>
        )}
      </div>
    </>
  );
}
