import { loginRequestSchema, type SocialProvider } from '@showroom/contract/account';
import { fieldErrors } from '@showroom/core';
import { rememberedSignIn, signIn, socialSignIn } from '@showroom/core/account';
import { Button, StyleSheet, TextField, useHostElement } from '@showroom/ui';
import { RouteProgressBar } from '@showroom/ui/page';
import { type FormEvent, useRef, useState } from 'react';
import { AuthCard } from '../../forms/auth-card.tsx';
import { CheckboxField } from '../../forms/checkbox-field.tsx';
import { PasswordField } from '../../forms/password-field.tsx';
import { useFocusField } from '../../forms/use-focus-field.ts';
import { useFormErrors } from '../../forms/use-form-errors.ts';
import { firstInvalid, validateFields } from '../../forms/validate.ts';
import { SignedInNotice } from '../../routing/signed-in-notice.tsx';
import { useSignedInRedirect } from '../../routing/use-signed-in-redirect.ts';
import { ShellLink } from '../../shared/shell-link.tsx';
import css from './login-screen.css?inline';
import { SocialSignInButtons } from './social-sign-in-buttons.tsx';

export interface LoginScreenProps {
  /** Where to go after signing in (the page's `?redirect=`); else the stored `redirect_to`. */
  redirect?: string;
}

const FIELDS = ['email', 'password'] as const;
type SocialStatus = 'idle' | 'pending' | 'failed';

/**
 * The sign-in screen (spec §2 /login): email and password, Remember me, Google and Facebook.
 * Where the user lands is core's `signIn` outcome (spec §4); a signed-in visitor goes to /account.
 */
export function LoginScreen({ redirect }: LoginScreenProps) {
  const host = useHostElement();
  const [remembered] = useState(rememberedSignIn);
  const [email, setEmail] = useState(remembered?.email ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(Boolean(remembered));
  const [busy, setBusy] = useState(false);
  const [social, setSocial] = useState<SocialStatus>('idle');
  const ownSession = useRef(false);
  const stepAside = useSignedInRedirect({ onArrival: '/account', onAppear: '/account', ownSession });
  const errors = useFormErrors();
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = useFocusField(formRef);

  if (stepAside) return host ? <SignedInNotice /> : null;

  async function run(action: () => Promise<boolean>) {
    setBusy(true);
    ownSession.current = true;
    try {
      // An embed stays on the page when the host handles navigation, so it shows the notice.
      ownSession.current = (await action()) && !host;
    } catch {
      ownSession.current = false;
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const credentials = { email, password };
    const messages = validateFields(loginRequestSchema, credentials);
    errors.setClientErrors(messages);
    const invalid = firstInvalid(FIELDS, messages);
    if (invalid) return focusField(invalid);
    errors.markSubmitted();
    await run(async () => {
      try {
        const outcome = await signIn(credentials, { redirect, remember });
        return outcome.kind !== 'rejected';
      } catch (error) {
        focusField(firstInvalid(FIELDS, fieldErrors.store.getState().errors) ?? 'email');
        throw error;
      }
    });
  }

  async function onSocial(provider: SocialProvider) {
    setSocial('pending');
    await run(async () => {
      const result = await socialSignIn(provider, { redirect });
      setSocial(result === 'failed' ? 'failed' : 'idle');
      return result === 'signed-in';
    });
  }

  const onEdit = (field: string, set: (value: string) => void) => (value: string) => {
    errors.markEdited(field);
    set(value);
  };

  return (
    <AuthCard
      title="Sign in"
      lead="Welcome back. Sign in to see your projects, cart and orders."
      banner={
        social !== 'idle' && (
          <div className="sr-login__progress">
            <RouteProgressBar
              label={social === 'failed' ? 'Social sign-in failed' : 'Signing in'}
              failed={social === 'failed'}
              value={social === 'failed' ? 1 : undefined}
            />
          </div>
        )
      }
      footer={
        <>
          <ShellLink to="/register">Sign up for free as a homeowner</ShellLink>
          <ShellLink to="/">Continue Shopping</ShellLink>
        </>
      }
    >
      <StyleSheet name="sr-login-screen" css={css} />
      <form ref={formRef} className="sr-auth__form" onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => onEdit('email', setEmail)(event.target.value)}
          error={errors.errorFor('email')}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => onEdit('password', setPassword)(event.target.value)}
          error={errors.errorFor('password')}
        />
        <div className="sr-login__options">
          <CheckboxField
            label="Remember me"
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <ShellLink to="/reset_password">Forgot your password?</ShellLink>
        </div>
        <Button type="submit" className="sr-login__submit" busy={busy && social === 'idle'} disabled={busy}>
          Sign In
        </Button>
      </form>
      <p className="sr-login__divider">or</p>
      <SocialSignInButtons disabled={busy} onSignIn={onSocial} />
    </AuthCard>
  );
}
