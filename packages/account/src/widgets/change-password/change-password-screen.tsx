import { PASSWORD_MIN_LENGTH } from '@showroom/contract';
import { changePasswordRequestSchema, PASSWORD_CHANGED } from '@showroom/contract/account';
import { notify } from '@showroom/core';
import { changePassword } from '@showroom/core/account';
import { Button, StyleSheet } from '@showroom/ui';
import { type FormEvent, useRef, useState } from 'react';
import { AuthCard } from '../../forms/auth-card.tsx';
import { explainFailure } from '../../forms/explain-failure.ts';
import { FormStatus } from '../../forms/form-status.tsx';
import { PasswordField } from '../../forms/password-field.tsx';
import { useFocusField } from '../../forms/use-focus-field.ts';
import { useFormErrors } from '../../forms/use-form-errors.ts';
import { firstInvalid, validateFields } from '../../forms/validate.ts';
import { useRequireLogin } from '../../routing/use-require-login.ts';
import { ShellLink } from '../../shared/shell-link.tsx';
import css from './change-password-screen.css?inline';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Change password (spec §2 /change_password, login required): current, new and its confirmation. */
export function ChangePasswordScreen() {
  const signedIn = useRequireLogin();
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState<string | null>(null);
  const errors = useFormErrors();
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = useFocusField(formRef);

  if (!signedIn) return null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const messages = validateFields(changePasswordRequestSchema, values);
    errors.setClientErrors(messages);
    const invalid = firstInvalid(FIELDS, messages);
    if (invalid) return focusField(invalid);
    errors.markSubmitted();
    setBusy(true);
    setChanged(null);
    try {
      const message = (await changePassword(values)) || PASSWORD_CHANGED;
      notify.success(message);
      setChanged(message);
      // The passwords are not kept on screen once they have done their job.
      setValues(EMPTY);
    } catch (error) {
      explainFailure(error);
      focusField(firstInvalid(FIELDS, errors.server) ?? 'current_password');
    } finally {
      setBusy(false);
    }
  }

  const field = (name: (typeof FIELDS)[number]) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      errors.markEdited(name);
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
    error: errors.errorFor(name),
  });

  return (
    <AuthCard title="Change password" footer={<ShellLink to="/account">Back to My Account</ShellLink>}>
      <StyleSheet name="sr-change-password-screen" css={css} />
      <form ref={formRef} className="sr-auth__form" onSubmit={onSubmit} noValidate>
        {changed && <FormStatus tone="success">{changed}</FormStatus>}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...field('current_password')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          {...field('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...field('password_confirmation')}
        />
        <Button type="submit" className="sr-change-password__submit" busy={busy}>
          Change password
        </Button>
      </form>
    </AuthCard>
  );
}
