import { ROUTE_PATHS } from '@showroom/contract';
import { navigate } from '@showroom/core';
import { loadCurrentUser, resendVerificationEmail, safeRedirect } from '@showroom/core/account';
import { Button, ShellLink, StyleSheet, useHostElement, useSession } from '@showroom/ui';
import { FormCard, FormStatus } from '@showroom/ui/form';
import { useEffect, useState } from 'react';
import { useRequireLogin } from '../../routing/use-require-login.ts';
import css from './verification-screen.css?inline';

export interface VerificationScreenProps {
  /** Where a verified user goes on (`?redirect=`, set by the sign-in outcome); else home. */
  redirect?: string | undefined;
}

/**
 * "Verify your email" (spec §2 /verifiction, login required): where an unverified user lands after
 * signing in. It names the inbox, resends the link on request, and lets a verified user through
 * (to the redirect or home) as soon as it knows, including a verification made in another tab.
 */
export function VerificationScreen({ redirect }: VerificationScreenProps) {
  const signedIn = useRequireLogin();
  const host = useHostElement();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const verified = Boolean(user?.email_verified_at);

  useEffect(() => {
    // The stored copy may predate a verification made from the mail on another device.
    if (signedIn) void loadCurrentUser();
  }, [signedIn]);

  useEffect(() => {
    if (verified) navigate(safeRedirect(redirect) ?? ROUTE_PATHS.home, { from: host });
  }, [verified, redirect, host]);

  if (!signedIn || verified) return null;

  async function onResend() {
    setBusy(true);
    setSent(null);
    try {
      setSent(await resendVerificationEmail());
    } catch {
      // The API client has shown the catalogue's message (a rate limit with the wait).
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormCard
      title="Verify your email"
      lead={
        <>
          Check your inbox at <strong className="sr-verification__email">{user?.email}</strong> and open the
          link we sent to confirm your address.
        </>
      }
      footer={<ShellLink to={ROUTE_PATHS.home}>Continue Shopping</ShellLink>}
    >
      <StyleSheet name="sr-verification-screen" css={css} />
      <div className="sr-verification">
        {sent && <FormStatus tone="success">{sent}</FormStatus>}
        <p className="sr-verification__hint">No email after a few minutes? Check your spam folder, or:</p>
        <Button variant="secondary" busy={busy} onClick={onResend}>
          Resend verification email
        </Button>
      </div>
    </FormCard>
  );
}
