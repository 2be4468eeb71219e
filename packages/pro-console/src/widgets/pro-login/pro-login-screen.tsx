import { ROUTE_PATHS } from '@showroom/contract';
import { type LoginRequest, loginRequestSchema } from '@showroom/contract/account';
import { PRO_TYPES } from '@showroom/contract/pro';
import { navigate } from '@showroom/core';
import { signInToConsole } from '@showroom/core/account';
import { Button } from '@showroom/ui';
import { FormCard, FormStatus, PasswordField, TextField, useSchemaForm } from '@showroom/ui/form';
import { ShellLink } from '@showroom/ui/link';
import { useEffect, useState } from 'react';
import { useIsPro } from '../console-gate/use-pro-session.ts';

export interface ProLoginScreenProps {
  /** Shown in place of a console screen: stay on its address once signed in. */
  stay?: boolean;
}

/**
 * `/pro/login` (decision 0068): the console's own sign-in, since the showroom's refuses every type but
 * User (spec §6). Contractors and Designers only; a pending account is told it waits for approval.
 */
export function ProLoginScreen({ stay = false }: ProLoginScreenProps) {
  const isPro = useIsPro();
  const form = useSchemaForm<LoginRequest>(loginRequestSchema, { email: '', password: '' });
  const [refused, setRefused] = useState<string | null>(null);
  const home = stay ? null : ROUTE_PATHS.proConsole;

  useEffect(() => {
    if (isPro && home) navigate(home);
  }, [isPro, home]);

  const onSubmit = form.submit(async (values) => {
    setRefused(null);
    const rejection = await signInToConsole(values, {
      types: PRO_TYPES,
      home: home ?? ROUTE_PATHS.proConsole,
      stay: home === null,
    });
    setRefused(rejection);
  });

  return (
    <FormCard
      title="Sign in to your console"
      lead="For contractors and designers with a showroom."
      footer={
        <>
          <ShellLink to={ROUTE_PATHS.proSignUp}>Not a pro yet? Sign up</ShellLink>
          <ShellLink to={ROUTE_PATHS.resetPassword}>Forgot your password?</ShellLink>
        </>
      }
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
