import { PASSWORD_MIN_LENGTH, ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES, passwordResetRequestSchema } from '@showroom/contract/account';
import { navigate } from '@showroom/core';
import { resetPassword } from '@showroom/core/account';
import { Button, ShellLink, StyleSheet, useHostElement } from '@showroom/ui';
import { FormCard, FormStatus, PasswordField, TextField, useSchemaForm } from '@showroom/ui/form';
import { useState } from 'react';
import css from './password-reset-screen.css?inline';

export interface PasswordResetScreenProps {
  /** The single-use token of the mailed link (`?token=`). */
  token?: string | undefined;
  /** The account's email from the link (`?email=`), prefilled. */
  email?: string | undefined;
}

/**
 * Choosing a new password from the mailed link (spec §2 /password_reset): the token and email come
 * from the link; the user types the new password twice. An invalid or expired link says so and
 * offers a new one.
 */
export function PasswordResetScreen({ token = '', email: linkEmail = '' }: PasswordResetScreenProps) {
  const host = useHostElement();
  const form = useSchemaForm(passwordResetRequestSchema, {
    token,
    email: linkEmail,
    password: '',
    password_confirmation: '',
  });
  const [done, setDone] = useState<string | null>(null);
  const linkInvalid = !token || form.errorFor('token') !== null;

  const footer = (
    <>
      <ShellLink to={ROUTE_PATHS.login}>Back to Sign In</ShellLink>
      <ShellLink to={ROUTE_PATHS.resetPassword}>Request a new link</ShellLink>
    </>
  );

  if (done) {
    return (
      <FormCard title="Password changed" footer={footer}>
        <StyleSheet name="sr-password-reset-screen" css={css} />
        <FormStatus tone="success">{done}</FormStatus>
        <div className="sr-form-card__actions sr-password-reset__actions">
          <Button onClick={() => navigate(ROUTE_PATHS.login, { from: host })}>Sign In</Button>
        </div>
      </FormCard>
    );
  }

  // Field errors (a wrong token, a weak password) show under the form's fields or above them.
  const onSubmit = form.submit(async (values) =>
    setDone((await resetPassword(values)) || ACCOUNT_MESSAGES.passwordResetDone),
  );

  return (
    <FormCard title="Choose a new password" footer={footer}>
      <form ref={form.formRef} className="sr-form-card__form" onSubmit={onSubmit} noValidate>
        {linkInvalid && (
          <FormStatus tone="error">
            {form.errorFor('token') ?? ACCOUNT_MESSAGES.passwordResetTokenInvalid}{' '}
            <ShellLink to={ROUTE_PATHS.resetPassword}>Request a new link</ShellLink>
          </FormStatus>
        )}
        <TextField label="Email" type="email" autoComplete="username" {...form.text('email')} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          {...form.text('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...form.text('password_confirmation')}
        />
        <Button type="submit" className="sr-form-card__submit" busy={form.busy} disabled={!token}>
          Save new password
        </Button>
      </form>
    </FormCard>
  );
}
