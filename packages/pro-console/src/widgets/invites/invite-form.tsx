import { type Invite, type InviteRequest, inviteRequestSchema } from '@showroom/contract/pro';
import { notify } from '@showroom/core';
import { Button } from '@showroom/ui';
import { SelectField, TextField, useSchemaForm } from '@showroom/ui/form';
import { sendInvite } from '../../api/pro-calls.ts';

const EMPTY: InviteRequest = { kind: 'client', email: '' };

const KIND_OPTIONS = [
  { value: 'client', label: 'A client (homeowner)' },
  { value: 'vendor', label: 'A vendor' },
] as const;

/** Who to invite: the address is kept on a refusal and emptied once the mail is on its way. */
export function InviteForm({ onSent }: { onSent: (invites: Invite[]) => void }) {
  const form = useSchemaForm<InviteRequest>(inviteRequestSchema, EMPTY);
  const onSubmit = form.submit(async (values) => {
    const answer = await sendInvite(values);
    form.reset({ ...EMPTY, kind: values.kind });
    onSent(answer.data.data);
    notify.success(answer.message);
  });
  return (
    <section className="sr-page-card" aria-labelledby="sr-invite-new">
      <h2 id="sr-invite-new" className="sr-page-card__heading">
        Send an invitation
      </h2>
      <p className="sr-page-muted">
        A client’s link opens the registration with your showroom chosen. A vendor’s link creates a vendor
        account, which we approve before they can sell. Each link works once.
      </p>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="sr-invites__form">
        <SelectField label="Invite" options={KIND_OPTIONS} {...form.text('kind')} />
        <TextField label="E-mail address" type="email" autoComplete="off" {...form.text('email')} />
        <div className="sr-console__row">
          <Button type="submit" busy={form.busy}>
            Send invitation
          </Button>
        </div>
      </form>
    </section>
  );
}
