import {
  INVITE_TEXTS,
  type Invitation,
  type VendorAcceptRequest,
  vendorAcceptRequestSchema,
} from '@showroom/contract/pro';
import { Button } from '@showroom/ui';
import { FormStatus, PasswordField, TextField, useSchemaForm } from '@showroom/ui/form';
import { useState } from 'react';
import { acceptVendorInvitation } from '../../api/pro-calls.ts';

/**
 * An invited vendor's sign-up: company, name and password at the invited address. The account awaits
 * an admin's approval (the vendor portal comes with the vendors' issue), which the page then says.
 */
export function VendorSignUp({ token, invitation }: { token: string; invitation: Invitation }) {
  const form = useSchemaForm<VendorAcceptRequest>(vendorAcceptRequestSchema, {
    token,
    company_name: '',
    full_name: '',
    password: '',
  });
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = form.submit(async (values) => {
    setDone((await acceptVendorInvitation(values)).message || INVITE_TEXTS.vendorPending);
  });
  if (done) return <FormStatus tone="success">{done}</FormStatus>;
  return (
    <form ref={form.formRef} className="sr-form-card__form" onSubmit={onSubmit} noValidate>
      <p>
        Your account will be <strong>{invitation.email}</strong>.
      </p>
      <TextField label="Company" autoComplete="organization" {...form.text('company_name')} />
      <TextField label="Your name" autoComplete="name" {...form.text('full_name')} />
      <PasswordField label="Password" autoComplete="new-password" {...form.text('password')} />
      <Button type="submit" className="sr-form-card__submit" busy={form.busy}>
        Create my vendor account
      </Button>
    </form>
  );
}
