import { PASSWORD_MIN_LENGTH, ROUTE_PATHS } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  type ChangePasswordRequest,
  changePasswordRequestSchema,
} from '@showroom/contract/account';
import { notify } from '@showroom/core';
import { changePassword } from '@showroom/core/account';
import { Button, ShellLink } from '@showroom/ui';
import { FormCard, FormStatus, PasswordField, useSchemaForm } from '@showroom/ui/form';
import { useState } from 'react';
import { useRequireLogin } from '../../routing/use-require-login.ts';

const EMPTY: ChangePasswordRequest = { current_password: '', password: '', password_confirmation: '' };

/** Change password (spec §2 /change_password, login required): current, new and its confirmation. */
export function ChangePasswordScreen() {
  const signedIn = useRequireLogin();
  const form = useSchemaForm(changePasswordRequestSchema, EMPTY);
  const [changed, setChanged] = useState<string | null>(null);

  if (!signedIn) return null;

  const onSubmit = form.submit(
    async (values) => {
      setChanged(null);
      const message = (await changePassword(values)) || ACCOUNT_MESSAGES.passwordChanged;
      notify.success(message);
      setChanged(message);
      // The passwords are not kept on screen once they have done their job.
      form.reset(EMPTY);
    },
    {
      onFailure: (_error, messages) => {
        if (Object.keys(messages).length === 0) form.focusField('current_password');
      },
    },
  );

  return (
    <FormCard
      title="Change password"
      footer={<ShellLink to={ROUTE_PATHS.account}>Back to My Account</ShellLink>}
    >
      <form ref={form.formRef} className="sr-form-card__form" onSubmit={onSubmit} noValidate>
        {changed && <FormStatus tone="success">{changed}</FormStatus>}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...form.text('current_password')}
        />
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
        <Button type="submit" className="sr-form-card__submit" busy={form.busy}>
          Change password
        </Button>
      </form>
    </FormCard>
  );
}
