import { ROUTE_PATHS } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  type LoginRequest,
  loginRequestSchema,
  type SocialProvider,
} from '@showroom/contract/account';
import { ApiError, apiFieldErrors, type FieldErrorMap } from '@showroom/core';
import { rememberedSignIn, signIn, socialSignIn } from '@showroom/core/account';
import { Button, ShellLink, useHostElement } from '@showroom/ui';
import { CheckboxField, FormCard, PasswordField, TextField, useSchemaForm } from '@showroom/ui/form';
import { RouteProgressBar } from '@showroom/ui/page';
import { useRef, useState } from 'react';
import { SignedInNotice } from '../../routing/signed-in-notice.tsx';
import { useSignedInRedirect } from '../../routing/use-signed-in-redirect.ts';
import { SocialSignInButtons } from './social-sign-in-buttons.tsx';

export interface LoginScreenProps {
  /** Where to go after signing in (the page's `?redirect=`); else the stored `redirect_to`. */
  redirect?: string | undefined;
}

type SocialStatus = 'idle' | 'pending' | 'failed';

/** A login's field errors: its 422's, or the contract's message under the email for a 401 (some servers answer wrong credentials so). */
function loginFieldErrors(error: unknown): FieldErrorMap {
  if (error instanceof ApiError && error.status === 401) return { email: [ACCOUNT_MESSAGES.loginFailed] };
  return apiFieldErrors(error);
}

/**
 * The sign-in screen (spec §2 /login): email and password, Remember me, Google and Facebook.
 * Where the user lands is core's `signIn` outcome (spec §4); a signed-in visitor goes to /account.
 */
export function LoginScreen({ redirect }: LoginScreenProps) {
  const host = useHostElement();
  const [remembered] = useState(rememberedSignIn);
  const form = useSchemaForm<LoginRequest>(loginRequestSchema, {
    email: remembered?.email ?? '',
    password: '',
  });
  const [remember, setRemember] = useState(Boolean(remembered));
  const [busy, setBusy] = useState(false);
  const [social, setSocial] = useState<SocialStatus>('idle');
  const ownSession = useRef(false);
  const stepAside = useSignedInRedirect({
    onArrival: ROUTE_PATHS.account,
    onAppear: ROUTE_PATHS.account,
    ownSession,
  });

  if (stepAside) return host ? <SignedInNotice /> : null;

  async function run(action: () => Promise<boolean>) {
    setBusy(true);
    ownSession.current = true;
    try {
      // An embed stays on the page when the host handles navigation, so it shows the notice.
      ownSession.current = (await action()) && !host;
    } catch (error) {
      ownSession.current = false;
      throw error;
    } finally {
      setBusy(false);
    }
  }

  const onSubmit = form.submit(
    (credentials) =>
      run(async () => {
        const outcome = await signIn(credentials, { redirect: redirect ?? null, remember });
        return outcome.kind !== 'rejected';
      }),
    {
      serverErrors: loginFieldErrors,
      // Nothing to point at (e.g. no connection): back to the first field.
      onFailure: (_error, messages) => {
        if (Object.keys(messages).length === 0) form.focusField('email');
      },
    },
  );

  async function onSocial(provider: SocialProvider) {
    setSocial('pending');
    await run(async () => {
      const result = await socialSignIn(provider, { redirect: redirect ?? null });
      setSocial(result === 'failed' ? 'failed' : 'idle');
      return result === 'signed-in';
    }).catch(() => setSocial('failed'));
  }

  return (
    <FormCard
      title="Sign in"
      lead="Welcome back. Sign in to see your projects, cart and orders."
      banner={
        social !== 'idle' && (
          <div className="sr-form-card__banner">
            <RouteProgressBar
              label={
                social === 'failed' ? ACCOUNT_MESSAGES.socialSignInFailed : ACCOUNT_MESSAGES.socialSigningIn
              }
              failed={social === 'failed'}
              value={social === 'failed' ? 1 : undefined}
            />
          </div>
        )
      }
      footer={
        <>
          <ShellLink to={ROUTE_PATHS.register}>Sign up for free as a homeowner</ShellLink>
          <ShellLink to={ROUTE_PATHS.home}>Continue Shopping</ShellLink>
        </>
      }
    >
      <form ref={form.formRef} className="sr-form-card__form" onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.text('email')}
        />
        <PasswordField label="Password" autoComplete="current-password" {...form.text('password')} />
        <div className="sr-form-card__options">
          <CheckboxField
            label="Remember me"
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <ShellLink to={ROUTE_PATHS.resetPassword}>Forgot your password?</ShellLink>
        </div>
        <Button
          type="submit"
          className="sr-form-card__submit"
          busy={busy && social === 'idle'}
          disabled={busy}
        >
          Sign In
        </Button>
      </form>
      <p className="sr-form-card__divider">or</p>
      <SocialSignInButtons disabled={busy} onSignIn={onSocial} />
    </FormCard>
  );
}
