import { type LoginRequest, loginRequestSchema } from '@showroom/contract/sign-in';
import { navigate } from '@showroom/core';
import { signInToConsole } from '@showroom/core/console-sign-in';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../button/button.tsx';
import { FormCard } from '../form/form-card.tsx';
import { FormStatus } from '../form/form-status.tsx';
import { PasswordField } from '../form/password-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { useSchemaForm } from '../form/use-schema-form.ts';
import { useIsConsoleUser } from './use-console-user.ts';

export interface ConsoleSignInFormProps {
  /** The user types the console serves; any other type gets the spec's wrong-type message. */
  types: readonly string[];
  /** The console's home, where a signed-in user goes. */
  home: string;
  /** Shown in place of a console screen: stay on its address once signed in. */
  stay?: boolean;
  title: string;
  lead: string;
  /** Links under the form (sign up, forgotten password). */
  footer: ReactNode;
}

/**
 * A console's own sign-in (decisions 0068, 0085): the showroom's refuses every type but User (spec §6),
 * so each console (pros, vendors) signs its own types in through core's `signInToConsole`, which applies
 * the spec §4 status rules; a refused account is told why and its session ends.
 */
export function ConsoleSignInForm({
  types,
  home,
  stay = false,
  title,
  lead,
  footer,
}: ConsoleSignInFormProps) {
  const signedIn = useIsConsoleUser(types);
  const form = useSchemaForm<LoginRequest>(loginRequestSchema, { email: '', password: '' });
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    if (signedIn && !stay) navigate(home);
  }, [signedIn, stay, home]);

  const onSubmit = form.submit(async (values) => {
    setRefused(null);
    setRefused(await signInToConsole(values, { types, home, stay }));
  });

  return (
    <FormCard title={title} lead={lead} footer={footer}>
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
