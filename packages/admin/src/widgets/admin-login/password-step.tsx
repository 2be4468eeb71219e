import { ROUTE_PATHS } from '@showroom/contract';
import { type LoginRequest, loginRequestSchema } from '@showroom/contract/sign-in';
import { clearOtpVerified, requestAdminOtp, signInToConsole } from '@showroom/core/console-sign-in';
import { Button, ShellLink } from '@showroom/ui';
import { FormCard, FormStatus, PasswordField, TextField, useSchemaForm } from '@showroom/ui/form';
import { useState } from 'react';
import { announceOtpChange } from '../admin-gate/otp-passed.ts';

const ADMIN_TYPES = ['Admin'] as const;

/**
 * The sign-in's first step: email and password, Admins only. A new session has not passed the OTP step
 * whatever the cookie says (the server ties the code to the token, decision 0022), so the cookie is
 * dropped and a code is mailed at once.
 */
export function PasswordStep({ onSent }: { onSent: (message: string) => void }) {
  const form = useSchemaForm<LoginRequest>(loginRequestSchema, { email: '', password: '' });
  const [refused, setRefused] = useState<string | null>(null);

  const onSubmit = form.submit(async (values) => {
    setRefused(null);
    clearOtpVerified();
    announceOtpChange();
    const rejection = await signInToConsole(values, {
      types: ADMIN_TYPES,
      home: ROUTE_PATHS.adminHome,
      stay: true,
    });
    setRefused(rejection);
    if (!rejection) onSent(await requestAdminOtp());
  });

  return (
    <FormCard
      title="Sign in to the admin console"
      lead="For the platform’s administrators. A one-time code follows by email."
      footer={<ShellLink to={ROUTE_PATHS.resetPassword}>Forgot your password?</ShellLink>}
    >
      <form ref={form.formRef} className="sr-form-card__form" onSubmit={onSubmit} noValidate>
        {refused && <FormStatus tone="error">{refused}</FormStatus>}
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.text('email')}
        />
        <PasswordField label="Password" autoComplete="current-password" {...form.text('password')} />
        <Button type="submit" className="sr-form-card__submit" busy={form.busy}>
          Sign In
        </Button>
      </form>
    </FormCard>
  );
}
