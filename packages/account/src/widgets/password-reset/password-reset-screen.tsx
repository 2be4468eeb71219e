import { PASSWORD_MIN_LENGTH } from '@showroom/contract';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_TOKEN_INVALID,
  passwordResetRequestSchema,
} from '@showroom/contract/account';
import { navigate } from '@showroom/core';
import { resetPassword } from '@showroom/core/account';
import { Button, StyleSheet, TextField, useHostElement } from '@showroom/ui';
import { type FormEvent, useRef, useState } from 'react';
import { AuthCard } from '../../forms/auth-card.tsx';
import { explainFailure } from '../../forms/explain-failure.ts';
import { FormStatus } from '../../forms/form-status.tsx';
import { PasswordField } from '../../forms/password-field.tsx';
import { useFocusField } from '../../forms/use-focus-field.ts';
import { useFormErrors } from '../../forms/use-form-errors.ts';
import { firstInvalid, validateFields } from '../../forms/validate.ts';
import { ShellLink } from '../../shared/shell-link.tsx';
import css from './password-reset-screen.css?inline';

export interface PasswordResetScreenProps {
  /** The single-use token of the mailed link (`?token=`). */
  token?: string;
  /** The account's email from the link (`?email=`), prefilled. */
  email?: string;
}

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/**
 * Choosing a new password from the mailed link (spec §2 /password_reset): the token and email come
 * from the link; the user types the new password twice. An invalid or expired link says so and
 * offers a new one.
 */
export function PasswordResetScreen({ token = '', email: linkEmail = '' }: PasswordResetScreenProps) {
  const host = useHostElement();
  const [values, setValues] = useState({ email: linkEmail, password: '', password_confirmation: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const errors = useFormErrors();
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = useFocusField(formRef);
  const linkInvalid = !token || errors.errorFor('token') !== null;

  const footer = (
    <>
      <ShellLink to="/login">Back to Sign In</ShellLink>
      <ShellLink to="/reset_password">Request a new link</ShellLink>
    </>
  );

  if (done) {
    return (
      <AuthCard title="Password changed" footer={footer}>
        <FormStatus tone="success">{done}</FormStatus>
        <div className="sr-auth__actions sr-password-reset__actions">
          <Button onClick={() => navigate('/login', { from: host ?? undefined })}>Sign In</Button>
        </div>
      </AuthCard>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const request = { token, ...values };
    const messages = validateFields(passwordResetRequestSchema, request);
    errors.setClientErrors(messages);
    const invalid = firstInvalid(FIELDS, messages);
    if (invalid) return focusField(invalid);
    errors.markSubmitted();
    setBusy(true);
    try {
      setDone((await resetPassword(request)) || PASSWORD_RESET_DONE);
    } catch (error) {
      // Field errors (a wrong token, a weak password) are shown by the form below.
      explainFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const set = (field: (typeof FIELDS)[number]) => (event: { target: { value: string } }) => {
    errors.markEdited(field);
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  return (
    <AuthCard title="Choose a new password" footer={footer}>
      <StyleSheet name="sr-password-reset-screen" css={css} />
      <form ref={formRef} className="sr-auth__form" onSubmit={onSubmit} noValidate>
        {linkInvalid && (
          <FormStatus tone="error">
            {errors.errorFor('token') ?? PASSWORD_RESET_TOKEN_INVALID}{' '}
            <ShellLink to="/reset_password">Request a new link</ShellLink>
          </FormStatus>
        )}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          value={values.email}
          onChange={set('email')}
          error={errors.errorFor('email')}
        />
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={values.password}
          onChange={set('password')}
          error={errors.errorFor('password')}
        />
        <PasswordField
          label="Confirm new password"
          name="password_confirmation"
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={set('password_confirmation')}
          error={errors.errorFor('password_confirmation')}
        />
        <Button type="submit" className="sr-password-reset__submit" busy={busy} disabled={!token}>
          Save new password
        </Button>
      </form>
    </AuthCard>
  );
}
