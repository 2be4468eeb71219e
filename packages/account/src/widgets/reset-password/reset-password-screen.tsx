import { MESSAGES, ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES, passwordResetLinkRequestSchema } from '@showroom/contract/account';
import { ApiError } from '@showroom/core';
import { requestPasswordResetLink } from '@showroom/core/account';
import { Button, ShellLink } from '@showroom/ui';
import { FormCard, FormStatus, TextField, useSchemaForm } from '@showroom/ui/form';
import { useState } from 'react';

type Status = { tone: 'success' | 'error'; text: string } | null;

/**
 * "Forgot your password" (spec §2 /reset_password): asks for a reset link. Whatever the server
 * knows about the address, the answer is the same neutral message, so the form reveals no
 * account; only a malformed address, a rate limit or no connection say otherwise. The request is
 * silent (no shared toasts), so the form says these itself.
 */
export function ResetPasswordScreen() {
  const form = useSchemaForm(passwordResetLinkRequestSchema, { email: '' });
  const [status, setStatus] = useState<Status>(null);

  const onSubmit = form.submit(
    async (values) => {
      setStatus(null);
      await requestPasswordResetLink(values);
      setStatus({ tone: 'success', text: ACCOUNT_MESSAGES.passwordResetLinkSent });
    },
    { onFailure: (error) => setStatus(failureStatus(error)) },
  );

  return (
    <FormCard
      title="Reset your password"
      lead="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <>
          <ShellLink to={ROUTE_PATHS.login}>Back to Sign In</ShellLink>
          <ShellLink to={ROUTE_PATHS.home}>Continue Shopping</ShellLink>
        </>
      }
    >
      <form ref={form.formRef} className="sr-form-card__form" onSubmit={onSubmit} noValidate>
        {status && <FormStatus tone={status.tone}>{status.text}</FormStatus>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.text('email')}
        />
        <Button type="submit" className="sr-form-card__submit" busy={form.busy}>
          Send reset link
        </Button>
      </form>
    </FormCard>
  );
}

function failureStatus(error: unknown): Status {
  if (!(error instanceof ApiError)) return { tone: 'success', text: ACCOUNT_MESSAGES.passwordResetLinkSent };
  if (error.status === 422) return null;
  if (error.status === 429) return { tone: 'error', text: MESSAGES.tooManyRequests };
  if (error.kind === 'network') return { tone: 'error', text: MESSAGES.serverErrorFallback };
  // Any other answer reads like success: the form never tells whether the address has an account.
  return { tone: 'success', text: ACCOUNT_MESSAGES.passwordResetLinkSent };
}
