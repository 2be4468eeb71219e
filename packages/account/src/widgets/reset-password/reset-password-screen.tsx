import { MESSAGES } from '@showroom/contract';
import { PASSWORD_RESET_LINK_SENT, passwordResetLinkRequestSchema } from '@showroom/contract/account';
import { ApiError } from '@showroom/core';
import { requestPasswordResetLink } from '@showroom/core/account';
import { Button, StyleSheet, TextField } from '@showroom/ui';
import { type FormEvent, useRef, useState } from 'react';
import { AuthCard } from '../../forms/auth-card.tsx';
import { FormStatus } from '../../forms/form-status.tsx';
import { useFocusField } from '../../forms/use-focus-field.ts';
import { useFormErrors } from '../../forms/use-form-errors.ts';
import { validateFields } from '../../forms/validate.ts';
import { ShellLink } from '../../shared/shell-link.tsx';
import css from './reset-password-screen.css?inline';

type Status = { tone: 'success' | 'error'; text: string } | null;

/**
 * "Forgot your password" (spec §2 /reset_password): asks for a reset link. Whatever the server
 * knows about the address, the answer is the same neutral message, so the form reveals no
 * account; only a malformed address, a rate limit or no connection say otherwise.
 */
export function ResetPasswordScreen() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const errors = useFormErrors();
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = useFocusField(formRef);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const messages = validateFields(passwordResetLinkRequestSchema, { email });
    errors.setClientErrors(messages);
    if (messages.email) return focusField('email');
    errors.markSubmitted();
    setBusy(true);
    setStatus(null);
    try {
      await requestPasswordResetLink({ email });
      setStatus({ tone: 'success', text: PASSWORD_RESET_LINK_SENT });
    } catch (error) {
      setStatus(failureStatus(error));
      if (error instanceof ApiError && error.status === 422) focusField('email');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      lead="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <>
          <ShellLink to="/login">Back to Sign In</ShellLink>
          <ShellLink to="/">Continue Shopping</ShellLink>
        </>
      }
    >
      <StyleSheet name="sr-reset-password-screen" css={css} />
      <form ref={formRef} className="sr-auth__form" onSubmit={onSubmit} noValidate>
        {status && <FormStatus tone={status.tone}>{status.text}</FormStatus>}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            errors.markEdited('email');
            setEmail(event.target.value);
          }}
          error={errors.errorFor('email')}
        />
        <Button type="submit" className="sr-reset-password__submit" busy={busy}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}

function failureStatus(error: unknown): Status {
  if (!(error instanceof ApiError)) return { tone: 'success', text: PASSWORD_RESET_LINK_SENT };
  if (error.status === 422) return null;
  if (error.status === 429) return { tone: 'error', text: MESSAGES.tooManyRequests };
  if (error.kind === 'network') return { tone: 'error', text: MESSAGES.serverErrorFallback };
  // Any other answer reads like success: the form never tells whether the address has an account.
  return { tone: 'success', text: PASSWORD_RESET_LINK_SENT };
}
